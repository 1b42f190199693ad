import pytest

from sessionguard import AccessPolicy, PermissionDenied, Rule, normalize_path

POLICY = AccessPolicy([
    Rule("/", None),
    Rule("/static", None),
    Rule("/docs", None),
    Rule("/account", "account:read"),
    Rule("/admin", "admin:access"),
])


def test_encoded_traversal_into_admin_is_denied():
    for path in ("/static/%2e%2e/admin/users", "/static/%2E%2e/admin", "/static/.%2e/admin"):
        d = POLICY.decide(path, "GET", {"account:read"})
        assert not d.allowed, path
        assert d.rule.prefix == "/admin"


def test_traversal_from_docs_is_denied():
    for path in ("/docs/./../admin", "/docs/a/b/../../../admin/"):
        d = POLICY.decide(path, "GET", {"account:read"})
        assert not d.allowed, path
        assert d.rule.prefix == "/admin"


def test_encoded_letters_are_decoded():
    d = POLICY.decide("/%61dmin/users", "GET", set())
    assert (d.allowed, d.path) == (False, "/admin/users")


def test_check_raises_for_traversal():
    with pytest.raises(PermissionDenied):
        POLICY.check("/static/../account/settings", "GET", set())


def test_normalize_path_resolves_dots():
    assert normalize_path("/a/./b/../c") == "/a/c"
    assert normalize_path("/../../etc/passwd") == "/etc/passwd"
    assert normalize_path("/docs/guide/.") == "/docs/guide/"
    assert normalize_path("/a/%7Euser/%2e/x") == "/a/~user/x"


def test_decision_reports_the_canonical_path():
    assert POLICY.decide("/docs/./guide", "GET", set()).path == "/docs/guide"
    assert POLICY.decide("/docs/api/../intro", "GET", set()).path == "/docs/intro"


def test_plain_paths_unchanged():
    assert POLICY.decide("/admin/users", "GET", {"admin:access"}).allowed
    d = POLICY.decide("/account/", "GET", {"account:read"})
    assert d.allowed and d.path == "/account/"
    assert POLICY.decide("/static/app.css", "GET", set()).path == "/static/app.css"


def test_prefix_boundaries_unchanged():
    d = POLICY.decide("/administrator/", "GET", set())
    assert d.allowed and d.rule.prefix == "/" and d.path == "/administrator/"


def test_encoded_separators_still_refused():
    for path in ("/static%2F..%2Fadmin", "/static/..%5cadmin", "/static\\admin"):
        assert not POLICY.decide(path, "GET", {"admin:access"}).allowed
