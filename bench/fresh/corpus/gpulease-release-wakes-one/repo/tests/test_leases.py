import pytest

from conftest import ann, bob, cy, lea
from gpulease import LeaseExpired, NoDevices, QuotaExceeded, UnknownLease


def test_acquire_and_release(book, pool, clock):
    lease = book.acquire(ann, 2)
    assert lease.devices == ("gpu0", "gpu1") and lease.expires_at == clock.now() + 60
    assert book.team_use("vision") == 2 and pool.free_count() == 2
    book.release(lease.id)
    assert pool.free_count() == 4 and book.active() == []


def test_quota_per_team(book):
    book.acquire(ann, 2)
    with pytest.raises(QuotaExceeded):
        book.acquire(bob, 2)
    assert book.acquire(cy, 2).team == "speech"


def test_not_enough_devices(book):
    book.acquire(ann, 3)
    with pytest.raises(NoDevices):
        book.acquire(cy, 2)
    assert book.team_use("speech") == 0


def test_ttl_limits(book):
    with pytest.raises(ValueError):
        book.acquire(ann, 1, ttl=0)
    with pytest.raises(ValueError):
        book.acquire(ann, 1, ttl=4000)


def test_unknown_lease(book):
    with pytest.raises(UnknownLease):
        book.release(99)
    with pytest.raises(UnknownLease):
        book.get(99)


def test_renew_pushes_the_expiry(book, clock):
    lease = book.acquire(ann, 1)
    clock.advance(50)
    assert book.renew(lease.id).expires_at == clock.now() + 60


def test_expire_due(book, clock, pool):
    a = book.acquire(ann, 1, ttl=10)
    b = book.acquire(cy, 1, ttl=100)
    clock.advance(10)
    assert [l.id for l in book.expire_due()] == [a.id]
    assert [l.id for l in book.active()] == [b.id] and pool.free_count() == 3


def test_transfer_within_quota(book, clock):
    lease = book.acquire(ann, 2)
    clock.advance(5)
    moved = book.transfer(lease.id, cy)
    assert (moved.user, moved.team) == ("cy", "speech")
    assert book.team_use("vision") == 0 and book.team_use("speech") == 2


def test_transfer_over_quota(book):
    lease = book.acquire(ann, 3)
    with pytest.raises(QuotaExceeded):
        book.transfer(lease.id, cy)
    assert book.get(lease.id).team == "vision"
