import pytest

from sessionguard import PermissionDenied


def test_expand_returns_a_new_list(registry):
    roles = ["moderator"]
    expanded = registry.expand(roles)
    assert roles == ["moderator"]
    assert expanded is not roles


def test_permissions_for_and_require_leave_the_list_alone(registry):
    roles = ["viewer"]
    registry.permissions_for(roles)
    registry.require(roles, "articles:read")
    with pytest.raises(PermissionDenied):
        registry.require(roles, "media:upload")
    assert roles == ["viewer"]


def test_inherited_roles_follow_the_current_definition(registry):
    user_roles = ["editor"]
    assert registry.has_permission(user_roles, "pages:read")
    registry.define("editor", ["articles:*", "media:upload"])
    assert not registry.has_permission(user_roles, "pages:read")
    assert registry.has_permission(user_roles, "articles:publish")


def test_repeated_checks_on_one_list(registry):
    roles = ["admin"]
    for _ in range(3):
        assert registry.has_permission(roles, "anything:at-all")
    assert roles == ["admin"]


def test_expand_order_is_breadth_first(registry):
    assert registry.expand(["admin"]) == ["admin", "editor", "moderator", "viewer", "guest"]
    assert registry.expand(["moderator", "editor"]) == ["moderator", "editor", "viewer", "guest"]
    assert registry.expand(("viewer", "editor")) == ["viewer", "editor", "guest"]


def test_permissions_for_returns_frozenset(registry):
    perms = registry.permissions_for(("guest",))
    assert perms == frozenset({"pages:read"})
    assert isinstance(perms, frozenset)


def test_expand_of_a_generator(registry):
    assert registry.expand(r for r in ["guest"]) == ["guest"]
    assert registry.expand([]) == []
