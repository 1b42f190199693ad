import pytest

from authtokens import Role, RoleRegistry, UnknownRole


def _chain():
    return RoleRegistry([
        Role("a", {"a:read"}),
        Role("b", {"b:read"}, parents=("a",)),
        Role("c", {"c:read"}, parents=("b",)),
        Role("d", {"d:read"}, parents=("c",)),
    ])


def test_hidden_four_level_chain():
    assert _chain().effective_permissions("d") == {"a:read", "b:read", "c:read", "d:read"}
    assert _chain().has_permission(["d"], "a:read")


def test_hidden_grandparent_via_registry_fixture(registry):
    registry.add(Role("publisher", {"docs:publish"}, parents=("editor",)))
    assert registry.effective_permissions("publisher") == {
        "docs:publish", "docs:write", "docs:drafts:*", "docs:read", "comments:read"}


def test_hidden_diamond_inheritance():
    registry = RoleRegistry([
        Role("top", {"x:read"}), Role("left", {"l:read"}, parents=("top",)),
        Role("right", {"r:read"}, parents=("top",)),
        Role("bottom", set(), parents=("left", "right")),
    ])
    assert registry.effective_permissions("bottom") == {"x:read", "l:read", "r:read"}


def test_hidden_unknown_ancestor_raises():
    registry = RoleRegistry([Role("c", {"c:read"}, parents=("ghost",)), Role("d", set(), parents=("c",))])
    with pytest.raises(UnknownRole):
        registry.effective_permissions("d")


def test_hidden_direct_and_parent_permissions():
    assert _chain().effective_permissions("b") == {"a:read", "b:read"}
    assert _chain().effective_permissions("a") == {"a:read"}


def test_hidden_cycles_are_tolerated():
    registry = RoleRegistry([Role("x", {"x:read"}, parents=("z",)), Role("y", {"y:read"}, parents=("x",)),
                             Role("z", {"z:read"}, parents=("y",))])
    assert registry.effective_permissions("x") == {"x:read", "y:read", "z:read"}


def test_hidden_unknown_role_raises():
    with pytest.raises(UnknownRole):
        _chain().effective_permissions("nobody")
