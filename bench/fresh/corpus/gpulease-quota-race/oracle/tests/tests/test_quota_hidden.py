from conftest import ann, bob, cy, dee, run_together
from gpulease import DevicePool, LeaseBook, ManualClock, QuotaExceeded, User


def slow_book(quotas, size=8):
    return LeaseBook(DevicePool.of_size(size), ManualClock(0.0, delay=0.02), quotas=quotas, ttl=60)


def test_concurrent_transfers_respect_the_quota():
    book = slow_book({"speech": 2})
    leases = [book.acquire(ann, 1) for _ in range(4)]
    workers = run_together(4, lambda i: book.transfer(leases[i].id, cy))
    assert sum(w.error is None for w in workers) == 2
    assert book.team_use("speech") == 2 and book.team_use("vision") == 2


def test_concurrent_multi_device_acquires():
    book = slow_book({"vision": 4})
    users = [ann, bob, User("eve", "vision"), User("fay", "vision")]
    workers = run_together(4, lambda i: book.acquire(users[i], 2))
    assert sum(w.error is None for w in workers) == 2
    assert book.team_use("vision") == 4


def test_acquires_and_transfers_together():
    book = slow_book({"speech": 3})
    mine = [book.acquire(ann, 1) for _ in range(3)]
    workers = run_together(6, lambda i: book.acquire(dee, 1) if i < 3 else book.transfer(mine[i - 3].id, cy))
    assert sum(w.error is None for w in workers) == 3
    assert book.team_use("speech") == 3


def test_two_teams_at_once():
    book = slow_book({"vision": 2, "speech": 2})
    workers = run_together(8, lambda i: book.acquire(ann if i % 2 else cy, 1))
    assert sum(w.error is None for w in workers) == 4
    assert (book.team_use("vision"), book.team_use("speech")) == (2, 2)


def test_quota_error_before_no_devices():
    book = LeaseBook(DevicePool.of_size(3), ManualClock(0.0), quotas={"vision": 2}, ttl=60)
    book.acquire(cy, 1)
    book.acquire(ann, 2)
    try:
        book.acquire(bob, 1)
    except QuotaExceeded:
        pass
    else:
        raise AssertionError("expected QuotaExceeded")


def test_sequential_transfers_and_billing():
    clock = ManualClock(10.0)
    book = LeaseBook(DevicePool.of_size(4), clock, quotas={"speech": 2}, ttl=60)
    a = book.acquire(ann, 2)
    clock.advance(4)
    moved = book.transfer(a.id, User("eve", "speech"))
    assert moved.started == 14.0 and moved.expires_at == 70.0
    b = book.acquire(bob, 1)
    try:
        book.transfer(b.id, cy)
    except QuotaExceeded:
        pass
    else:
        raise AssertionError("expected QuotaExceeded")
