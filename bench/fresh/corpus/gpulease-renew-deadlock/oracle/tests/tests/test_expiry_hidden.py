from conftest import ann, bob, cy, started
from gpulease import DevicePool, LeaseBook, LeaseExpired, LeaseHub, ManualClock, UnknownLease

QUOTAS = {"vision": 3, "speech": 2}


def finished(fn):
    w = started(fn)
    w.join(1)
    assert not w.is_alive(), "call did not return"
    return w


def test_expire_due_releases_the_due_leases():
    clock = ManualClock(1000.0)
    pool = DevicePool.of_size(4)
    book = LeaseBook(pool, clock, quotas=QUOTAS, ttl=60)
    a = book.acquire(ann, 1, ttl=10)
    b = book.acquire(cy, 1, ttl=100)
    clock.advance(10)
    w = finished(book.expire_due)
    assert w.error is None and [l.id for l in w.result] == [a.id]
    assert [l.id for l in book.active()] == [b.id] and pool.free_count() == 3


def test_tick_bills_and_wakes():
    clock = ManualClock(1000.0)
    hub = LeaseHub(DevicePool.of_size(4), clock, quotas=QUOTAS, ttl=60)
    hub.acquire(ann, 2, ttl=10)
    clock.advance(20)
    w = finished(hub.tick)
    assert w.error is None and len(w.result) == 1
    assert hub.usage()["device_seconds"] == {"vision": 20.0}
    assert hub.acquire(bob, 3).devices == ("gpu0", "gpu1", "gpu2")


def test_expired_renew_gives_the_devices_back():
    clock = ManualClock(1000.0)
    pool = DevicePool.of_size(4)
    book = LeaseBook(pool, clock, quotas=QUOTAS, ttl=60)
    lease = book.acquire(ann, 2, ttl=10)
    clock.advance(10)
    w = finished(lambda: book.renew(lease.id))
    assert isinstance(w.error, LeaseExpired)
    assert pool.free_count() == 4 and book.active() == []
    w = finished(lambda: book.renew(lease.id))
    assert isinstance(w.error, UnknownLease)


def test_book_still_works_after_an_expired_renew():
    clock = ManualClock(1000.0)
    book = LeaseBook(DevicePool.of_size(4), clock, quotas=QUOTAS, ttl=60)
    old = book.acquire(cy, 2, ttl=5)
    clock.advance(6)
    finished(lambda: book.renew(old.id))
    w = finished(lambda: book.acquire(cy, 2))
    assert w.error is None and w.result.team == "speech"
    assert finished(book.expire_due).result == []


def test_renew_of_running_leases():
    clock = ManualClock(1000.0)
    book = LeaseBook(DevicePool.of_size(4), clock, quotas=QUOTAS, ttl=60)
    lease = book.acquire(ann, 1, ttl=10)
    clock.advance(9)
    assert book.renew(lease.id, ttl=100).expires_at == 1109.0
    clock.advance(50)
    assert book.expire_due() == []
    assert book.renew(lease.id).expires_at == 1119.0


def test_nothing_due_and_unknown():
    clock = ManualClock(1000.0)
    book = LeaseBook(DevicePool.of_size(2), clock, ttl=60)
    book.acquire(ann, 1)
    assert book.expire_due() == [] and len(book.active()) == 1
    try:
        book.renew(77)
    except UnknownLease:
        pass
    else:
        raise AssertionError("renew of an unknown lease must fail")
