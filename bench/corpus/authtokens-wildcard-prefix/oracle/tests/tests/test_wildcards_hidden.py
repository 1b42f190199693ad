import pytest

from authtokens import AccessControl, PermissionDenied, Role, RoleRegistry, User, permission_matches


def test_hidden_wildcard_respects_segment_boundary():
    for granted, required in [("docs:*", "docsearch:read"), ("docs:*", "docs2:admin"),
                              ("billing:*", "billingadmin:refund"),
                              ("docs:drafts:*", "docs:draftsman:hire"), ("docs:*", "docs")]:
        assert not permission_matches(granted, required), (granted, required)


def test_hidden_role_wildcard_does_not_leak_to_other_resources():
    registry = RoleRegistry([Role("writer", {"docs:*"})])
    acl = AccessControl(registry)
    assert not registry.has_permission(["writer"], "docsearch:admin")
    with pytest.raises(PermissionDenied):
        acl.require(User("w1", ("writer",)), "docsearch:admin")


def test_hidden_wildcard_grants_below():
    for granted, required in [("docs:*", "docs:read"), ("docs:*", "docs:drafts:edit"),
                              ("docs:drafts:*", "docs:drafts:edit"),
                              ("docs:drafts:*", "docs:drafts:review:approve")]:
        assert permission_matches(granted, required), (granted, required)


def test_hidden_nested_wildcard_does_not_cover_siblings():
    assert not permission_matches("docs:drafts:*", "docs:published:delete")
    assert not permission_matches("docs:drafts:*", "docs:read")
    assert not permission_matches("a:b:*", "a:c")


def test_hidden_global_star_and_exact():
    assert permission_matches("*", "docsearch:read")
    assert permission_matches("docs:read", "docs:read")
    assert not permission_matches("docs:read", "docs:readall")
