from urlkit import host_matches, is_safe_redirect


def test_dot_pattern_needs_a_label_boundary():
    assert not host_matches("evilexample.org", ".example.org")
    assert not host_matches("xexample.org.", ".example.org")
    assert not host_matches("my-example.org", ".EXAMPLE.org")


def test_wildcard_pattern_needs_a_label_boundary():
    assert not host_matches("badexample.com", "*.example.com")
    assert not host_matches("wwwexample.com", "*.example.com")


def test_lookalike_redirects_are_unsafe():
    allowed = [".example.org", "*.example.net"]
    for target in ("https://notexample.org/", "//attackerexample.org/x", "https://phishingexample.net/", "http://Fooexample.ORG/"):
        assert not is_safe_redirect(target, allowed), target


def test_subdomains_still_match():
    assert host_matches("a.b.example.org", ".example.org")
    assert host_matches("WWW.Example.ORG.", ".example.org")
    assert host_matches("api.example.com", "*.example.com")
    assert host_matches("x.y.example.com", "*.example.com")


def test_apex_rules_unchanged():
    assert host_matches("example.org", ".example.org")
    assert not host_matches("example.com", "*.example.com")
    assert not host_matches("example.org.evil.test", ".example.org")


def test_safe_redirects_unchanged():
    allowed = [".example.org", "*.example.net", "partner.test"]
    assert is_safe_redirect("https://shop.example.org/cart", allowed)
    assert is_safe_redirect("https://cdn.example.net/x", allowed)
    assert is_safe_redirect("https://partner.test/", allowed)
    assert not is_safe_redirect("https://example.net/", allowed)
    assert not is_safe_redirect("https://www.partner.test/", allowed)
