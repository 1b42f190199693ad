import pytest

from ratelimit.window import SlidingWindowCounter, SlidingWindowLog, prune, weighted_count


def test_prune_drops_old_hits():
    assert prune([1.0, 5.0, 9.0], now=12.0, window=5.0) == [9.0]


def test_log_allows_up_to_limit(clock):
    log = SlidingWindowLog(3, 10, clock)
    assert [log.allow() for _ in range(4)] == [True, True, True, False]


def test_log_allows_again_after_window(clock):
    log = SlidingWindowLog(2, 10, clock)
    log.allow()
    clock.advance(1)
    log.allow()
    clock.set(10.5)
    assert log.allow() is True


def test_remaining(clock):
    log = SlidingWindowLog(3, 10, clock)
    log.allow()
    assert log.remaining() == 2


def test_retry_after(clock):
    log = SlidingWindowLog(1, 10, clock)
    clock.set(2.0)
    log.allow()
    clock.set(5.0)
    assert log.retry_after() == 7.0


def test_log_tolerates_clock_stepping_back(clock):
    log = SlidingWindowLog(3, 10, clock)
    clock.set(5.0)
    log.allow()
    clock.set(3.0)
    assert log.allow() is True


def test_weighted_count():
    assert weighted_count(10, 2, 60.0, 15.0) == 9.5
    assert weighted_count(10, 2, 60.0, 60.0) == 2


def test_counter_limits_within_window(clock):
    counter = SlidingWindowCounter(3, 10, clock)
    assert [counter.allow() for _ in range(4)] == [True, True, True, False]


def test_counter_forgets_after_two_windows(clock):
    counter = SlidingWindowCounter(3, 10, clock)
    for _ in range(3):
        counter.allow()
    clock.set(25.0)
    assert counter.allow() is True


def test_rejects_bad_arguments():
    with pytest.raises(ValueError):
        SlidingWindowLog(0, 10)
    with pytest.raises(ValueError):
        SlidingWindowCounter(5, 0)
