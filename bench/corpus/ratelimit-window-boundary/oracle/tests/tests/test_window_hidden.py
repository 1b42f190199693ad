from ratelimit.window import SlidingWindowCounter, SlidingWindowLog, prune


def test_prune_boundary_is_exclusive():
    assert prune([0.0, 5.0, 9.0], now=10.0, window=10.0) == [5.0, 9.0]


def test_prune_boundary_other_window():
    assert prune([40.0, 41.0], now=100.0, window=60.0) == [41.0]


def test_remaining_at_boundary(clock):
    log = SlidingWindowLog(1, 30, clock)
    log.allow()
    clock.set(30.0)
    assert log.remaining() == 1


def test_hits_in_the_future_still_count(clock):
    log = SlidingWindowLog(2, 10, clock)
    clock.set(5.0)
    log.allow()
    log.allow()
    clock.set(3.0)
    assert log.allow() is False


def test_prune_keeps_recent_hits():
    assert prune([1.0, 2.0], now=2.5, window=10.0) == [1.0, 2.0]


def test_retry_after_counts_from_oldest(clock):
    log = SlidingWindowLog(2, 10, clock)
    log.allow()
    clock.set(4.0)
    log.allow()
    clock.set(6.0)
    assert log.retry_after() == 4.0


def test_sliding_counter_weighting(clock):
    counter = SlidingWindowCounter(10, 10, clock)
    for _ in range(10):
        counter.allow()
    clock.set(15.0)
    assert sum(counter.allow() for _ in range(10)) == 5
