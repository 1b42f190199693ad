import pytest

from urlkit import URLError, join_path, join_url, normalize_url, remove_dot_segments


def test_normalize_case_port_and_dots():
    assert normalize_url("HTTPS://Example.com:443/a/./b/../c?x=1#top") == "https://example.com/a/c?x=1#top"
    assert normalize_url("http://example.com") == "http://example.com/"
    assert normalize_url("http://example.com:8080/") == "http://example.com:8080/"


def test_normalize_escapes():
    assert normalize_url("http://h.test/%7euser/a%2fb") == "http://h.test/~user/a%2Fb"


def test_normalize_options():
    u = "http://h.test/p?b=2&a=1#frag"
    assert normalize_url(u, sort_query=True, drop_fragment=True) == "http://h.test/p?a=1&b=2"


@pytest.mark.parametrize(
    "path, expected",
    [("/a/b/c/./../../g", "/a/g"), ("mid/content=5/../6", "mid/6"), ("/a/..", "/"), ("/../x", "/x"), ("", "")],
)
def test_remove_dot_segments(path, expected):
    assert remove_dot_segments(path) == expected


RFC_EXAMPLES = [
    ("g", "http://a/b/c/g"),
    ("./g", "http://a/b/c/g"),
    ("g/", "http://a/b/c/g/"),
    ("/g", "http://a/g"),
    ("//g", "http://g"),
    ("?y", "http://a/b/c/d;p?y"),
    ("#s", "http://a/b/c/d;p?q#s"),
    ("..", "http://a/b/"),
    ("../../../g", "http://a/g"),
    ("https://other.test/x", "https://other.test/x"),
]


def test_join_url_rfc_examples():
    for ref, expected in RFC_EXAMPLES:
        assert join_url("http://a/b/c/d;p?q", ref) == expected, ref


def test_join_url_needs_absolute_base():
    with pytest.raises(URLError):
        join_url("/relative", "x")


def test_join_path():
    assert join_path("/api/", "/v1", "users") == "/api/v1/users"
    assert join_path("a", "b/") == "a/b/"
    assert join_path("", "") == ""
