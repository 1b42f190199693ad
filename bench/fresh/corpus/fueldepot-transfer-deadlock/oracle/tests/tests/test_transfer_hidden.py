import threading
import time

import pytest

from conftest import started, wait_until
from fueldepot import DepotError, ManualClock, OutOfFuel, Tank


def finished(fn, timeout=1.0):
    w = started(fn)
    w.join(timeout)
    assert not w.is_alive(), "the call did not return"
    return w


def together(n, fn, timeout=1.5):
    barrier = threading.Barrier(n)
    workers = [started(lambda i=i: (barrier.wait(), fn(i))) for i in range(n)]
    deadline = time.monotonic() + timeout
    for w in workers:
        w.join(max(0.0, deadline - time.monotonic()))
    assert not any(w.is_alive() for w in workers), "a call did not return"
    return workers


def test_transfers_in_opposite_directions_at_once():
    clock = ManualClock(0, delay=0.01)
    a, b = Tank("a", 1000, 500, clock), Tank("b", 1000, 500, clock)
    workers = together(6, lambda i: a.transfer_to(b, 10) if i % 2 else b.transfer_to(a, 10))
    assert all(w.error is None for w in workers)
    assert (a.level, b.level) == (500, 500)


def test_transfer_that_would_overfill_changes_nothing(clock):
    a, b = Tank("a", 1000, 500, clock), Tank("b", 200, 150, clock)
    w = finished(lambda: a.transfer_to(b, 100))
    assert type(w.error).__name__ == "TankFull"
    assert (a.level, b.level) == (500, 150)


def test_transfer_wakes_a_draw_waiting_on_the_target(clock):
    a, b = Tank("a", 1000, 500, clock), Tank("b", 1000, 0, clock)
    waiter = started(lambda: b.draw_when_available(50, timeout=3))
    wait_until(lambda: b.waiting == 1)
    w = finished(lambda: a.transfer_to(b, 60))
    wait_until(lambda: b.waiting == 0, timeout=0.5)
    waiter.join(0.5)
    assert w.error is None and waiter.error is None
    assert (a.level, b.level) == (440, 10)


def test_transfer_more_than_the_source_holds(clock):
    a, b = Tank("a", 1000, 30, clock), Tank("b", 1000, 0, clock)
    w = finished(lambda: a.transfer_to(b, 40))
    assert isinstance(w.error, OutOfFuel)
    assert (a.level, b.level) == (30, 0)


def test_transfer_into_itself_is_refused(clock):
    a = Tank("a", 1000, 500, clock)
    with pytest.raises(DepotError):
        a.transfer_to(a, 10)
    assert a.level == 500


def test_draws_fills_and_waits_still_work(clock):
    t = Tank("t", 500, 0, clock)
    w = started(lambda: t.draw_when_available(40, timeout=1))
    wait_until(lambda: t.waiting == 1)
    assert t.fill(100) == 100
    w.join(2)
    assert w.error is None and t.level == 60
    assert t.draw(60) == 0 and t.room() == 500
