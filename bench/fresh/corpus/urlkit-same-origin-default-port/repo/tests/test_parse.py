import pytest

from urlkit import URL, InvalidHost, InvalidPort, URLError, parse_url


def test_parse_full_url():
    u = parse_url("https://user:pw@Example.COM:8443/a/b?x=1&y=2#frag")
    assert u == URL("https", "user:pw", "example.com", 8443, "/a/b", "x=1&y=2", "frag")


def test_parse_without_port_or_path():
    u = parse_url("http://example.com")
    assert (u.host, u.port, u.path, u.query) == ("example.com", None, "", None)
    assert u.effective_port == 80


def test_relative_references():
    assert parse_url("../a?b") == URL(path="../a", query="b")
    assert parse_url("//cdn.example.com/x").host == "cdn.example.com"
    assert parse_url("#top").fragment == "top"


def test_ipv6_host():
    u = parse_url("http://[2001:DB8::1]:8080/")
    assert (u.host, u.port) == ("[2001:db8::1]", 8080)


def test_round_trip():
    for text in ["https://example.com/a?b=c#d", "http://u@h.example:81/", "mailto:someone", "/p?"]:
        assert str(parse_url(text)) == text


def test_invalid_urls_rejected():
    with pytest.raises(InvalidHost):
        parse_url("http://exa mple.com/")
    with pytest.raises(InvalidPort):
        parse_url("http://example.com:http/")
    with pytest.raises(URLError):
        parse_url(" http://example.com")


def test_with_port_and_query():
    u = parse_url("http://example.com/x")
    assert str(u.with_port(8080).with_query("a=1")) == "http://example.com:8080/x?a=1"
    assert u.with_port(8080).with_port(None) == u
