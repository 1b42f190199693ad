import threading
import time

import pytest

from poolcache import ConnectionPool, PoolClosed, PoolTimeout


class Conn:
    def __init__(self):
        self.closed = False


def close(conn):
    conn.closed = True


def _spawn(fn):
    box = {}

    def target():
        try:
            box["value"] = fn()
        except Exception as exc:
            box["error"] = exc

    t = threading.Thread(target=target, daemon=True)
    t.start()
    return t, box


def test_two_waiters_are_served_one_after_the_other(wait_until):
    pool = ConnectionPool(Conn, max_size=1)
    held = pool.checkout()

    def use():
        with pool.connection(timeout=10) as conn:
            time.sleep(0.05)
            return conn

    workers = [_spawn(use) for _ in range(2)]
    wait_until(lambda: pool.stats()["waiting"] == 2)
    pool.checkin(held)
    for t, _ in workers:
        t.join(5)
    assert [box.get("error") for _, box in workers] == [None, None]
    assert [box["value"] for _, box in workers] == [held, held]


def test_close_wakes_waiting_threads(wait_until):
    pool = ConnectionPool(Conn, max_size=1, close=close)
    pool.checkout()
    workers = [_spawn(lambda: pool.checkout(timeout=60)) for _ in range(2)]
    wait_until(lambda: pool.stats()["waiting"] == 2)
    started = time.monotonic()
    pool.close()
    for t, _ in workers:
        t.join(5)
    assert time.monotonic() - started < 5
    assert [type(box.get("error")) for _, box in workers] == [PoolClosed, PoolClosed]


def test_many_threads_share_a_small_pool(run_threads):
    pool = ConnectionPool(Conn, max_size=2)

    def worker(i):
        for _ in range(25):
            with pool.connection(timeout=10):
                time.sleep(0.001)

    run_threads(worker, 6, timeout=30)
    assert pool.stats() == {"max_size": 2, "created": 2, "idle": 2, "in_use": 0, "waiting": 0}


def test_timeout_is_waited_out_in_full():
    pool = ConnectionPool(Conn, max_size=1)
    conn = pool.checkout()
    pool.checkin(conn)
    pool.checkout()
    started = time.monotonic()
    with pytest.raises(PoolTimeout):
        pool.checkout(timeout=0.3)
    assert time.monotonic() - started >= 0.25


def test_discard_lets_a_waiter_open_a_new_connection(wait_until):
    pool = ConnectionPool(Conn, max_size=1, close=close)
    first = pool.checkout()
    pool.checkin(first)
    first = pool.checkout()
    t, box = _spawn(lambda: pool.checkout(timeout=10))
    wait_until(lambda: box or pool.stats()["waiting"] == 1)
    pool.discard(first)
    t.join(5)
    assert "error" not in box
    assert box["value"] is not first and first.closed


def test_idle_connections_are_handed_out_oldest_first():
    pool = ConnectionPool(Conn, max_size=3)
    a, b, c = pool.checkout(), pool.checkout(), pool.checkout()
    for conn in (b, a, c):
        pool.checkin(conn)
    assert [pool.checkout(), pool.checkout(), pool.checkout()] == [b, a, c]


def test_waiting_is_reported_while_blocked(wait_until):
    pool = ConnectionPool(Conn, max_size=1)
    held = pool.checkout()
    t, box = _spawn(lambda: pool.checkout(timeout=10))
    wait_until(lambda: pool.stats()["waiting"] == 1)
    pool.checkin(held)
    t.join(10)
    assert box["value"] is held
    assert pool.stats()["waiting"] == 0


def test_exhausted_fresh_pool_times_out():
    pool = ConnectionPool(Conn, max_size=2)
    pool.checkout()
    pool.checkout()
    with pytest.raises(PoolTimeout):
        pool.checkout(timeout=0.05)
    assert pool.stats()["in_use"] == 2


def test_connections_in_use_are_closed_when_returned_after_close():
    pool = ConnectionPool(Conn, max_size=2, close=close)
    a = pool.checkout()
    pool.close()
    assert not a.closed
    pool.checkin(a)
    assert a.closed
    with pytest.raises(PoolClosed):
        pool.checkout(timeout=0.1)
