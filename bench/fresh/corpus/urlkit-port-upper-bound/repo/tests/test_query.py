from urlkit import encode_query, merge_query, parse_qs, parse_qsl, parse_url, quote, unquote


def test_parse_qsl_order_and_blanks():
    assert parse_qsl("a=1&b=&c&a=2") == [("a", "1"), ("b", ""), ("c", ""), ("a", "2")]
    assert parse_qsl("a=1&b=&c", keep_blank=False) == [("a", "1")]
    assert parse_qsl("") == []
    assert parse_qsl(None) == []


def test_parse_qs_groups_repeated_keys():
    result = parse_qs("tag=red&q=c%2B%2B&tag=blue;page=2")
    assert result["tag"] == ["red", "blue"]
    assert result["page"] == ["2"]
    assert list(result) == ["tag", "q", "page"]


def test_form_decoding():
    assert parse_qsl("q=two+words&name=J%C3%BCrgen") == [("q", "two words"), ("name", "Jürgen")]


def test_encode_query():
    assert encode_query({"q": "two words", "tags": ["a", "b"], "flag": True, "empty": None}) == "q=two+words&tags=a&tags=b&flag=true&empty="
    assert encode_query([("b", 1), ("a", 2), ("b", 0)], sort=True) == "a=2&b=1&b=0"


def test_quote_unquote():
    assert quote("/a b/ü") == "/a%20b/%C3%BC"
    assert quote("a/b", safe="") == "a%2Fb"
    assert unquote("%E2%82%AC+1") == "€+1"
    assert unquote("100%") == "100%"


def test_merge_query_replaces_and_adds():
    url = merge_query("https://shop.test/s?page=1&q=cats", {"page": 2, "lang": "en"})
    assert parse_qs(parse_url(url).query) == {"page": ["2"], "q": ["cats"], "lang": ["en"]}


def test_merge_query_removes_keys():
    url = merge_query("https://shop.test/s?q=cats&debug=1&page=4", {"page": 5}, remove=["debug"])
    assert "debug" not in url
    assert "page=5" in url


def test_merge_query_on_url_without_query():
    assert merge_query("https://shop.test/s", {"q": "a b"}) == "https://shop.test/s?q=a+b"
    assert merge_query("https://shop.test/s?x=1", {}, remove=["x"]) == "https://shop.test/s"
