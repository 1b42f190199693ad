import pytest

from docvault import AccessList, PermissionDenied

NOW = 1_000_000.0


def test_group_grant_expires_at_the_instant(directory):
    acl = AccessList()
    acl.grant("group:eng", "editor", expires_at=NOW + 60)
    assert acl.effective_role("bo", directory.groups_of("bo"), NOW + 59.5) == "editor"
    assert acl.effective_role("bo", directory.groups_of("bo"), NOW + 60) is None


def test_expired_group_grant_falls_back_to_live_ones(directory):
    acl = AccessList()
    acl.grant("group:eng", "owner", expires_at=NOW)
    acl.grant("user:bo", "viewer")
    assert acl.effective_role("bo", directory.groups_of("bo"), NOW) == "viewer"


def test_who_can_skips_expired_groups(directory):
    acl = AccessList()
    acl.grant("group:eng", "editor", expires_at=NOW - 1)
    acl.grant("group:ops", "viewer", expires_at=NOW)
    acl.grant("user:ana", "viewer")
    assert acl.who_can("read", directory, NOW) == ["ana"]
    assert acl.who_can("read", directory, NOW - 5) == ["ana", "bo", "cy", "dee"]


def test_vault_access_after_group_expiry(vault, clock):
    doc = vault.create("ana", "Design")
    vault.share(doc, "ana", ["group:eng"], "editor", expires_at=clock.t + 100)
    assert vault.update(doc, "bo", "draft", 1) == 2
    clock.advance(100)
    with pytest.raises(PermissionDenied):
        vault.update(doc, "bo", "late edit", 2)
    with pytest.raises(PermissionDenied):
        vault.read(doc, "cy")
    assert vault.documents_for("bo") == []
    assert vault.who_can(doc, "read") == ["ana"]


def test_expired_grants_stay_listed(directory):
    acl = AccessList()
    acl.grant("group:eng", "editor", expires_at=NOW - 1)
    acl.grant("user:bo", "viewer", expires_at=NOW - 1)
    acl.grant("user:ana", "viewer")
    acl.effective_role("bo", directory.groups_of("bo"), NOW)
    acl.who_can("read", directory, NOW)
    assert [(g.principal, live) for g, live in acl.grants(NOW)] == [
        ("group:eng", False), ("user:ana", True), ("user:bo", False)]


def test_live_and_permanent_grants_unchanged(directory):
    acl = AccessList()
    acl.grant("group:eng", "commenter")
    acl.grant("group:ops", "editor", expires_at=NOW + 1)
    assert acl.effective_role("cy", directory.groups_of("cy"), NOW) == "commenter"
    assert acl.effective_role("dee", directory.groups_of("dee"), NOW) == "editor"
    assert acl.who_can("write", directory, NOW) == ["dee"]
