import pytest

from conftest import ann, bob, cy, dee, lea, root, sam, started, wait_until
from gpulease import NoDevices, PermissionDenied


def test_holder_releases(hub):
    lease = hub.acquire(ann, 2)
    hub.release(ann, lease.id)
    assert hub.pool.free_count() == 4


def test_others_may_not_release(hub):
    lease = hub.acquire(ann, 1)
    with pytest.raises(PermissionDenied):
        hub.release(bob, lease.id)
    with pytest.raises(PermissionDenied):
        hub.release(cy, lease.id)


def test_lead_and_admin_revoke(hub):
    a, b = hub.acquire(ann, 1), hub.acquire(cy, 1)
    hub.revoke(lea, a.id)
    hub.revoke(root, b.id)
    assert hub.book.active() == []


def test_members_may_not_revoke(hub):
    lease = hub.acquire(cy, 1)
    with pytest.raises(PermissionDenied):
        hub.revoke(ann, lease.id)


def test_lead_revokes_own_team(hub):
    hub.acquire(ann, 1)
    hub.acquire(bob, 1)
    keep = hub.acquire(cy, 1)
    assert len(hub.revoke_team(lea, "vision")) == 2
    assert hub.book.active() == [keep]


def test_renew_only_by_holder(hub, clock):
    lease = hub.acquire(ann, 1)
    with pytest.raises(PermissionDenied):
        hub.renew(bob, lease.id)
    clock.advance(30)
    assert hub.renew(ann, lease.id).expires_at == clock.now() + 60


def test_acquire_wait_gets_a_freed_device(hub):
    big = hub.acquire(ann, 3)
    hub.acquire(cy, 1)
    w = started(lambda: hub.acquire_wait(dee, 1, timeout=2.0))
    wait_until(lambda: hub.signal.waiting == 1)
    hub.release(ann, big.id)
    w.join(2)
    assert not w.is_alive() and w.error is None and w.result.user == "dee"


def test_acquire_wait_times_out(hub):
    hub.acquire(ann, 3)
    hub.acquire(cy, 1)
    with pytest.raises(NoDevices):
        hub.acquire_wait(dee, 1, timeout=0.05)


def test_shutdown_wakes_a_waiter(hub):
    hub.acquire(ann, 3)
    hub.acquire(cy, 1)
    w = started(lambda: hub.acquire_wait(dee, 1, timeout=2.0))
    wait_until(lambda: hub.signal.waiting == 1)
    hub.shutdown()
    w.join(2)
    assert not w.is_alive() and isinstance(w.error, NoDevices)


def test_lead_releases_a_members_lease(hub):
    lease = hub.acquire(bob, 2)
    hub.release(lea, lease.id)
    assert hub.book.team_use("vision") == 0


def test_transfer_bills_the_old_team(hub, clock):
    lease = hub.acquire(cy, 1)
    clock.advance(15)
    hub.transfer(sam, lease.id, dee)
    clock.advance(5)
    hub.release(dee, lease.id)
    assert hub.usage()["device_seconds"] == {"speech": 20.0}
