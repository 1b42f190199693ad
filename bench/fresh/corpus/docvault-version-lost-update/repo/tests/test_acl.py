import pytest

from docvault import AccessList, VaultError

NOW = 1_000_000.0


def test_direct_and_group_grants(directory):
    acl = AccessList()
    acl.grant("user:ana", "viewer")
    acl.grant("group:eng", "editor")
    assert acl.effective_role("ana", set(), NOW) == "viewer"
    assert acl.effective_role("bo", directory.groups_of("bo"), NOW) == "editor"
    assert acl.effective_role("zed", set(), NOW) is None


def test_highest_live_grant_wins(directory):
    acl = AccessList()
    acl.grant("user:bo", "commenter")
    acl.grant("group:eng", "editor")
    assert acl.effective_role("bo", directory.groups_of("bo"), NOW) == "editor"


def test_user_grant_expiry(directory):
    acl = AccessList()
    acl.grant("user:ana", "editor", expires_at=NOW + 60)
    assert acl.effective_role("ana", set(), NOW + 59) == "editor"
    assert acl.effective_role("ana", set(), NOW + 60) is None


def test_revoke_and_principal_names():
    acl = AccessList()
    acl.grant(" User:Ana ", "viewer")
    assert acl.effective_role("ana", set(), NOW) == "viewer"
    assert acl.revoke("user:ana") is True
    assert acl.revoke("user:ana") is False
    with pytest.raises(VaultError):
        acl.grant("ana", "viewer")
    with pytest.raises(VaultError):
        acl.grant("user:ana", "superuser")


def test_who_can(directory):
    acl = AccessList()
    acl.grant("user:ana", "editor")
    acl.grant("group:eng", "viewer")
    acl.grant("user:dee", "commenter", expires_at=NOW - 1)
    assert acl.who_can("read", directory, NOW) == ["ana", "bo", "cy"]
    assert acl.who_can("write", directory, NOW) == ["ana"]


def test_sharing_screen_listing(directory):
    acl = AccessList()
    acl.grant("user:ana", "editor")
    acl.grant("group:ops", "viewer", expires_at=NOW + 10)
    acl.grant("user:bo", "viewer", expires_at=NOW - 10)
    assert acl.effective_role("bo", directory.groups_of("bo"), NOW) is None
    listing = acl.grants(NOW)
    assert [g.principal for g, live in listing if live] == ["group:ops", "user:ana"]
