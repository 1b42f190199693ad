import pytest

from urlkit import URLError, is_safe_redirect, origin, same_origin

ALLOWED = ["example.com", ".example.org"]


def test_relative_redirects_are_safe():
    assert is_safe_redirect("/account", ALLOWED)
    assert is_safe_redirect("next?step=2", ALLOWED)


def test_redirect_to_allowed_hosts():
    assert is_safe_redirect("https://example.com/a", ALLOWED)
    assert is_safe_redirect("https://www.example.org/", ALLOWED)
    assert is_safe_redirect("https://example.org/", ALLOWED)


def test_redirect_to_other_hosts_is_unsafe():
    assert not is_safe_redirect("https://evil.test/", ALLOWED)
    assert not is_safe_redirect("//evil.test/path", ALLOWED)
    assert not is_safe_redirect("/\\evil.test", ALLOWED)
    assert not is_safe_redirect("https://www.example.com/", ALLOWED)


def test_redirect_scheme_rules():
    assert not is_safe_redirect("javascript:alert(1)", ALLOWED)
    assert not is_safe_redirect("http://example.com/", ALLOWED, require_https=True)
    assert not is_safe_redirect("http://exa mple.com/", ALLOWED)


def test_origin_lowercases_scheme_and_host():
    o = origin("HTTPS://Example.COM/path?q=1")
    assert o[0] == "https"
    assert o[1] == "example.com"


def test_same_origin():
    assert same_origin("https://example.com/a", "https://example.com/b?c")
    assert not same_origin("http://example.com/", "https://example.com/")
    assert not same_origin("https://example.com/", "https://api.example.com/")


def test_same_origin_needs_absolute_urls():
    with pytest.raises(URLError):
        same_origin("/a", "https://example.com/")


def test_lookalike_domain_is_unsafe():
    assert not is_safe_redirect("https://notexample.org/login", ALLOWED)
