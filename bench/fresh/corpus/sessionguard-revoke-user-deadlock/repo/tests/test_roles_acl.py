import pytest

from sessionguard import AccessPolicy, PermissionDenied, Rule, normalize_path

POLICY = AccessPolicy([
    Rule("/", None),
    Rule("/static", None),
    Rule("/docs", None),
    Rule("/account", "account:read"),
    Rule("/admin", "admin:access"),
    Rule("/api/articles", "articles:write", frozenset({"POST", "PUT", "DELETE"})),
    Rule("/api/articles", "articles:read", frozenset({"GET"})),
])


def test_expand_includes_inherited_roles(registry):
    assert set(registry.expand(["editor"])) == {"editor", "viewer", "guest"}


def test_permissions_for(registry):
    assert registry.permissions_for(["moderator"]) == {"comments:*", "articles:read", "comments:read", "pages:read"}


def test_has_permission_with_wildcards(registry):
    assert registry.has_permission(["editor"], "articles:delete")
    assert registry.has_permission(["editor"], "pages:read")
    assert not registry.has_permission(["editor"], "comments:delete")
    assert registry.has_permission(["admin"], "billing:refund")


def test_require_names_missing_permissions(registry):
    registry.require(["viewer"], "articles:read")
    with pytest.raises(PermissionDenied, match="comments:delete, media:upload"):
        registry.require(["viewer"], "media:upload", "articles:read", "comments:delete")


def test_undefined_roles(registry):
    with pytest.raises(ValueError):
        registry.expand(["superuser"])
    with pytest.raises(ValueError):
        registry.define("x", inherits=["nope"])


def test_acl_public_and_protected_paths():
    assert POLICY.decide("/static/app.css", "GET", set()).allowed
    assert not POLICY.decide("/admin/users", "GET", {"account:read"}).allowed
    assert POLICY.decide("/admin/users", "GET", {"admin:access"}).allowed
    assert POLICY.decide("/account/", "GET", {"account:*"}).allowed


def test_acl_prefix_on_segment_boundary():
    d = POLICY.decide("/administrator", "GET", set())
    assert d.allowed and d.rule.prefix == "/"


def test_acl_methods():
    assert POLICY.decide("/api/articles/7", "GET", {"articles:read"}).allowed
    assert not POLICY.decide("/api/articles/7", "DELETE", {"articles:read"}).allowed


def test_acl_collapses_slashes():
    d = POLICY.decide("//admin//users", "GET", set())
    assert not d.allowed
    assert d.path == "/admin/users"


def test_acl_docs_paths_are_public():
    assert POLICY.decide("/docs/./guide", "GET", set()).allowed
    assert POLICY.decide("/docs/api/../intro", "GET", set()).allowed


def test_encoded_slash_refused():
    assert not POLICY.decide("/static%2f..%2fadmin", "GET", set()).allowed
    with pytest.raises(PermissionDenied):
        POLICY.check("/static\\..\\admin", "GET", set())
    assert normalize_path("docs") == "/docs"
