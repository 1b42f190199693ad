import pytest

from conftest import ann, bob, cy, dee, lea, root, sam
from gpulease import PermissionDenied, may_release, may_revoke, may_revoke_team


def test_lead_may_not_release_another_teams_lease(hub):
    lease = hub.acquire(cy, 1)
    with pytest.raises(PermissionDenied):
        hub.release(lea, lease.id)
    assert len(hub.book.active()) == 1


def test_lead_may_not_revoke_another_whole_team(hub):
    hub.acquire(ann, 2)
    with pytest.raises(PermissionDenied):
        hub.revoke_team(sam, "vision")
    assert hub.book.team_use("vision") == 2


def test_lead_may_not_transfer_another_teams_lease(hub):
    lease = hub.acquire(ann, 1)
    with pytest.raises(PermissionDenied):
        hub.transfer(sam, lease.id, dee)
    assert hub.book.get(lease.id).team == "vision"


def test_rules_across_teams(hub):
    lease = hub.acquire(ann, 1)
    assert not may_revoke(sam, lease) and not may_release(sam, lease)
    assert not may_revoke_team(lea, "speech")
    assert may_revoke(lea, lease) and may_revoke_team(sam, "speech")


def test_members_may_not_revoke_teammates(hub):
    lease = hub.acquire(ann, 1)
    with pytest.raises(PermissionDenied):
        hub.revoke(bob, lease.id)
    with pytest.raises(PermissionDenied):
        hub.release(bob, lease.id)
    with pytest.raises(PermissionDenied):
        hub.revoke_team(bob, "vision")
    assert not may_revoke(cy, hub.acquire(dee, 1))


def test_admin_and_own_lead(hub):
    a, b = hub.acquire(ann, 1), hub.acquire(cy, 1)
    hub.release(root, b.id)
    hub.release(lea, a.id)
    hub.acquire(dee, 2)
    assert len(hub.revoke_team(root, "speech")) == 1
    c = hub.acquire(bob, 1)
    hub.transfer(lea, c.id, ann)
    assert hub.book.get(c.id).user == "ann"
