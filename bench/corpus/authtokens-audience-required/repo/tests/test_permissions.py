import pytest

from authtokens import PermissionDenied, Role, RoleRegistry, UnknownRole, User, permission_matches


def test_exact_and_global_permissions():
    assert permission_matches("docs:read", "docs:read")
    assert permission_matches("*", "billing:refunds:approve")
    assert not permission_matches("docs:read", "docs:write")


def test_wildcard_grants_permissions_below_it():
    assert permission_matches("docs:*", "docs:read")
    assert permission_matches("docs:*", "docs:drafts:edit")
    assert permission_matches("docs:drafts:*", "docs:drafts:edit")
    assert not permission_matches("docs:*", "comments:read")


def test_role_rejects_invalid_permissions():
    for bad in ["Docs:Read", "docs:*:read", "", "docs read"]:
        with pytest.raises(ValueError):
            Role("broken", {bad})


def test_effective_permissions_include_parent(registry):
    assert registry.effective_permissions("editor") == {
        "docs:write", "docs:drafts:*", "docs:read", "comments:read"}


def test_unknown_role(registry):
    with pytest.raises(UnknownRole):
        registry.effective_permissions("ghost")


def test_has_permission_with_several_roles(registry):
    assert registry.has_permission(["auditor", "viewer"], "reports:read")
    assert not registry.has_permission(["viewer"], "reports:read")


def test_admin_has_every_permission(registry):
    assert registry.has_permission(["admin"], "billing:refunds:approve")


def test_moderator_wildcard(acl):
    assert acl.check(User("m1", ("moderator",)), "comments:delete")


def test_require_raises_permission_denied(acl):
    with pytest.raises(PermissionDenied):
        acl.require(User("v1", ("viewer",)), "docs:write")
    acl.require(User("e1", ("editor",)), "docs:write")


def test_audit_log_records_every_check(acl):
    user = User("u1", ("editor",))
    for permission in ["docs:read", "docs:drafts:edit", "docs:publish"]:
        acl.check(user, permission)
    assert [entry[1] for entry in acl.audit_log] == ["docs:read", "docs:drafts:edit", "docs:publish"]
    assert {entry[0] for entry in acl.audit_log} == {"u1"}


def test_cyclic_roles_do_not_hang():
    registry = RoleRegistry([Role("a", {"x:read"}, parents=("b",)),
                             Role("b", {"y:read"}, parents=("a",))])
    assert registry.effective_permissions("a") == {"x:read", "y:read"}
