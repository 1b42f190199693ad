import pytest

from printspool import LeaseError, ManualClock, PrinterPool
from conftest import Worker, run_together


def in_worker(fn):
    w = Worker(fn)
    w.start()
    w.join(1)
    assert not w.is_alive(), "the call did not return"
    return w


def test_holder_of_a_printer():
    clock = ManualClock(0.0)
    pool = PrinterPool(["lobby", "lab"], clock)
    pool.acquire("w1", "lab", ttl=5)
    w = in_worker(lambda: (pool.holder("lab"), pool.holder("lobby")))
    assert w.error is None and w.result == ("w1", None)
    clock.advance(5)
    w = in_worker(lambda: pool.holder("lab"))
    assert w.error is None and w.result is None


def test_renewed_lease_outlives_its_first_expiry():
    clock = ManualClock(0.0)
    pool = PrinterPool(["lobby"], clock)
    lease = pool.acquire("w1", ttl=10)
    clock.advance(8)
    assert in_worker(lambda: pool.renew(lease.id, ttl=10)).error is None
    clock.advance(8)
    assert pool.active() == [lease]
    with pytest.raises(LeaseError):
        pool.acquire("w2")


def test_renewing_an_expired_lease_fails_cleanly():
    clock = ManualClock(0.0)
    pool = PrinterPool(["lobby"], clock)
    lease = pool.acquire("w1", ttl=10)
    clock.advance(10)
    w = in_worker(lambda: pool.renew(lease.id))
    assert isinstance(w.error, LeaseError)
    w = in_worker(lambda: pool.acquire("w2"))
    assert w.error is None and w.result.worker == "w2"


def test_concurrent_acquires_get_distinct_printers():
    pool = PrinterPool(["lobby", "lab"], ManualClock(0.0, delay=0.005))
    workers = run_together(3, lambda i: pool.acquire(f"w{i}"))
    got = sorted(w.result.printer for w in workers if w.error is None)
    assert got == ["lab", "lobby"]
    assert sum(isinstance(w.error, LeaseError) for w in workers) == 1


def test_release_and_active_unchanged():
    clock = ManualClock(100.0)
    pool = PrinterPool(["a", "b", "c"], clock)
    leases = [pool.acquire(f"w{i}", ttl=10 + i) for i in range(3)]
    pool.release(leases[1].id)
    clock.advance(10)
    assert [l.worker for l in pool.active()] == ["w2"]
    assert pool.acquire("w9").printer == "a"
