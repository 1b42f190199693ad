import itertools
import threading
import time

import pytest

from poolcache import ConnectionPool, PoolClosed, PoolTimeout


class FakeConn:
    _ids = itertools.count(1)

    def __init__(self):
        self.id = next(self._ids)
        self.closed = False
        self.healthy = True


def close(conn):
    conn.closed = True


def test_checkout_creates_up_to_max_size():
    pool = ConnectionPool(FakeConn, max_size=2, close=close)
    a = pool.checkout()
    b = pool.checkout()
    assert a is not b
    with pytest.raises(PoolTimeout):
        pool.checkout(timeout=0.05)
    assert pool.stats()["in_use"] == 2


def test_idle_connections_are_reused():
    pool = ConnectionPool(FakeConn, max_size=4, close=close)
    a = pool.checkout()
    b = pool.checkout()
    pool.checkin(a)
    pool.checkin(b)
    c = pool.checkout()
    assert c in (a, b)
    assert pool.stats()["created"] == 2


def test_invalid_idle_connection_is_replaced():
    pool = ConnectionPool(FakeConn, max_size=1, validate=lambda c: c.healthy, close=close)
    a = pool.checkout()
    a.healthy = False
    pool.checkin(a)
    b = pool.checkout()
    assert b is not a
    assert a.closed


def test_connection_context_discards_on_error():
    pool = ConnectionPool(FakeConn, max_size=1, close=close)
    with pytest.raises(RuntimeError):
        with pool.connection() as conn:
            raise RuntimeError("query failed")
    assert conn.closed
    with pool.connection(timeout=0.1) as fresh:
        assert fresh is not conn


def test_waiting_thread_gets_returned_connection(wait_until):
    pool = ConnectionPool(FakeConn, max_size=1)
    held = pool.checkout()
    got = []
    waiter = threading.Thread(target=lambda: got.append(pool.checkout(timeout=5)))
    waiter.start()
    wait_until(lambda: pool.stats()["waiting"] == 1)
    pool.checkin(held)
    waiter.join(5)
    assert got == [held]


def test_close_rejects_new_checkouts():
    pool = ConnectionPool(FakeConn, max_size=2, close=close)
    a = pool.checkout()
    idle = pool.checkout()
    pool.checkin(idle)
    pool.close()
    assert idle.closed
    with pytest.raises(PoolClosed):
        pool.checkout()
    pool.checkin(a)
    assert a.closed
    assert pool.stats()["created"] == 0
