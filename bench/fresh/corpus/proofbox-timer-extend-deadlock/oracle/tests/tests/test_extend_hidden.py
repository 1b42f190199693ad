import threading
import time

import pytest

from conftest import TOM, started
from proofbox import BakeryError, ManualClock, NotFound, ProofTimers


def _call(fn):
    w = started(fn)
    w.join(1)
    assert not w.is_alive(), "the call did not return"
    return w


def test_due_lists_finished_timers(timers, clock):
    timers.start(1, 30)
    timers.start(2, 90)
    timers.start(3, 10)
    clock.advance(45)
    assert _call(timers.due).result == [1, 3]


def test_extend_own_proof(bakery, clock):
    b = bakery.start_batch(TOM, "rye", qty=4, proof_minutes=30)
    clock.advance(10)
    w = _call(lambda: bakery.extend_proof(TOM, b.id, 15))
    assert (w.error, w.result) == (None, 35)
    assert bakery.timers.remaining(b.id) == 35


def test_extend_after_the_timer_ran_out(timers, clock):
    timers.start(1, 10)
    clock.advance(25)
    assert _call(lambda: timers.extend(1, 5)).result == 5
    assert _call(lambda: timers.remaining(1)).result == 5


def test_concurrent_extends_all_count():
    clock = ManualClock(0.0)
    timers = ProofTimers(clock)
    timers.start(1, 30)
    clock.delay = 0.02
    barrier = threading.Barrier(4)
    workers = [started(lambda: (barrier.wait(), timers.extend(1, 5))[1]) for _ in range(4)]
    deadline = time.monotonic() + 1.0
    for w in workers:
        w.join(max(0.0, deadline - time.monotonic()))
    assert all(not w.is_alive() and w.error is None for w in workers)
    assert sorted(w.result for w in workers) == [35, 40, 45, 50]
    assert timers.remaining(1) == 50


def test_extend_checks_unchanged(timers):
    timers.start(1, 30)
    with pytest.raises(BakeryError):
        timers.extend(1, 0)
    with pytest.raises(NotFound):
        timers.remaining(2)
    timers.stop(1)
    with pytest.raises(NotFound):
        timers.stop(1)


def test_remaining_and_start_with_a_moving_clock(timers, clock):
    timers.start(1, 60)
    clock.advance(15)
    timers.start(2, 10)
    assert (timers.remaining(1), timers.remaining(2)) == (45, 10)
    clock.advance(10)
    assert (timers.remaining(1), timers.remaining(2)) == (35, 0)
