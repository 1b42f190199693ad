from types import MappingProxyType

from urlkit import encode_query, merge_query


def test_encode_query_sort_leaves_the_list_alone():
    pairs = [("b", 1), ("a", 2), ("b", 0)]
    assert encode_query(pairs, sort=True) == "a=2&b=1&b=0"
    assert pairs == [("b", 1), ("a", 2), ("b", 0)]


def test_merge_query_with_duplicates_keeps_updates():
    updates = {"a": 9}
    assert merge_query("https://x.test/?a=1&b=2&a=3", updates) == "https://x.test/?a=9&b=2"
    assert updates == {"a": 9}


def test_merge_query_read_only_updates():
    updates = MappingProxyType({"page": 3})
    assert merge_query("https://x.test/?page=1&q=z", updates) == "https://x.test/?page=3&q=z"


def test_same_updates_for_many_urls():
    updates = {"utm_source": "mail", "page": 1}
    links = [merge_query(f"https://x.test/{i}?page={i}", updates) for i in range(3)]
    assert links == [f"https://x.test/{i}?page=1&utm_source=mail" for i in range(3)]
    assert updates == {"utm_source": "mail", "page": 1}


def test_merge_query_keeps_positions():
    url = merge_query("https://shop.test/s?page=1&q=cats", {"page": 2, "lang": "en"})
    assert url == "https://shop.test/s?page=2&q=cats&lang=en"


def test_merge_query_remove_and_replace():
    url = merge_query("https://x.test/p?a=1&debug=1&b=2&debug=2", {"b": 5, "c": 6}, remove=["debug"])
    assert url == "https://x.test/p?a=1&b=5&c=6"


def test_encode_query_sort_is_stable():
    assert encode_query({"z": ["2", "1"], "a": "x"}, sort=True) == "a=x&z=2&z=1"
    assert encode_query([("k", "v w"), ("j", None)]) == "k=v+w&j="
