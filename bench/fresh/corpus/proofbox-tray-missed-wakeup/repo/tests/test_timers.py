import pytest

from conftest import started
from proofbox import BakeryError, NotFound


def test_start_and_remaining(timers, clock):
    timers.start(1, 90)
    clock.advance(30)
    assert timers.remaining(1) == 60
    clock.advance(100)
    assert timers.remaining(1) == 0
    with pytest.raises(BakeryError):
        timers.start(1, 10)
    with pytest.raises(BakeryError):
        timers.start(2, 0)


def test_stop_and_unknown_timers(timers):
    timers.start(1, 10)
    timers.stop(1)
    with pytest.raises(NotFound):
        timers.remaining(1)
    with pytest.raises(NotFound):
        timers.stop(1)


def test_extend_pushes_the_end(timers, clock):
    timers.start(1, 60)
    clock.advance(20)
    w = started(lambda: timers.extend(1, 15))
    w.join(1)
    assert not w.is_alive(), "extend did not return"
    assert (w.error, w.result) == (None, 55)
    assert timers.remaining(1) == 55


def test_due_lists_finished_timers(timers, clock):
    timers.start(1, 30)
    timers.start(2, 90)
    timers.start(3, 10)
    clock.advance(45)
    w = started(timers.due)
    w.join(1)
    assert not w.is_alive(), "due did not return"
    assert w.result == [1, 3]
