import pytest

from printspool import LeaseError, PrinterPool
from conftest import Worker


def test_acquire_first_free_printer(clock):
    pool = PrinterPool(["lobby", "lab"], clock)
    a = pool.acquire("w1")
    b = pool.acquire("w2")
    assert (a.printer, b.printer) == ("lobby", "lab")
    assert a.expires == 1030.0
    with pytest.raises(LeaseError):
        pool.acquire("w3")


def test_acquire_named_printer(clock):
    pool = PrinterPool(["lobby", "lab"], clock)
    assert pool.acquire("w1", "lab", ttl=5).printer == "lab"
    with pytest.raises(LeaseError):
        pool.acquire("w2", "lab")
    with pytest.raises(LeaseError):
        pool.acquire("w2", "basement")


def test_leases_expire(clock):
    pool = PrinterPool(["lobby"], clock)
    pool.acquire("w1", ttl=10)
    clock.advance(9.5)
    assert len(pool.active()) == 1
    clock.advance(0.5)
    assert pool.active() == []
    assert pool.acquire("w2").worker == "w2"


def test_release(clock):
    pool = PrinterPool(["lobby", "lab"], clock)
    a = pool.acquire("w1")
    b = pool.acquire("w2")
    pool.release(a.id)
    assert pool.active() == [b]
    with pytest.raises(LeaseError):
        pool.release(a.id)


def test_pool_and_ttl_validation(clock):
    with pytest.raises(ValueError):
        PrinterPool([], clock)
    with pytest.raises(ValueError):
        PrinterPool(["a", "a"], clock)
    pool = PrinterPool(["a"], clock)
    for ttl in (0, -1, 601):
        with pytest.raises(ValueError):
            pool.acquire("w", ttl=ttl)


def test_renew_extends_a_lease(clock):
    pool = PrinterPool(["lobby"], clock)
    lease = pool.acquire("w1", ttl=10)
    clock.advance(5)
    w = Worker(lambda: pool.renew(lease.id, ttl=10))
    w.start()
    w.join(1)
    assert not w.is_alive(), "renew did not return"
    assert w.error is None and lease.expires == 1015.0
