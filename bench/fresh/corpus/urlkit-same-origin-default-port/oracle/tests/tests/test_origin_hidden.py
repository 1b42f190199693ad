from urlkit import origin, parse_url, same_origin


def test_origin_fills_in_the_default_port():
    assert origin("https://example.com") == ("https", "example.com", 443)
    assert origin("http://Example.com/a?b") == ("http", "example.com", 80)
    assert origin(parse_url("wss://chat.test/socket")) == ("wss", "chat.test", 443)


def test_default_ports_compare_equal():
    assert same_origin("http://example.com:80/", "http://example.com/x")
    assert same_origin("https://a.test:443", "https://a.test:443/")
    assert same_origin("ws://a.test/", "ws://a.test:80/")


def test_origin_of_explicit_default_port():
    assert origin("https://example.com:443/") == origin("https://example.com/")


def test_different_ports_are_different_origins():
    assert not same_origin("https://example.com:8443/", "https://example.com/")
    assert not same_origin("http://example.com:8080/", "http://example.com:8081/")
    assert not same_origin("http://example.com:443/", "https://example.com/")


def test_scheme_and_host_still_matter():
    assert not same_origin("http://example.com/", "https://example.com:80/")
    assert not same_origin("https://a.example.com/", "https://b.example.com/")


def test_origin_with_explicit_or_unknown_port():
    assert origin("http://h.test:8080/") == ("http", "h.test", 8080)
    assert origin("gopher://h.test/") == ("gopher", "h.test", None)
