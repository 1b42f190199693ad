import math

import pytest

from ratelimit.bucket import TokenBucket, refill, time_until
from ratelimit.clock import ManualClock


def test_refill_adds_tokens():
    assert refill(1.0, 5.0, 2.0, 1.5) == 4.0


def test_time_until():
    assert time_until(1.0, 3.0, 2.0) == 1.0
    assert time_until(5.0, 3.0, 1.0) == 0.0
    assert time_until(0.0, 1.0, 0.0) == math.inf


def test_bucket_starts_full(clock):
    assert TokenBucket(5, 1, clock).available() == 5


def test_bucket_denies_when_empty(clock):
    bucket = TokenBucket(5, 1, clock)
    assert [bucket.try_acquire() for _ in range(6)] == [True] * 5 + [False]


def test_bucket_refills_over_time(clock):
    bucket = TokenBucket(5, 1, clock)
    for _ in range(5):
        bucket.try_acquire()
    clock.advance(2)
    assert [bucket.try_acquire() for _ in range(3)] == [True, True, False]


def test_acquire_more_than_capacity_is_denied(clock):
    assert TokenBucket(3, 1, clock).try_acquire(4) is False


def test_acquire_rejects_nonpositive(clock):
    with pytest.raises(ValueError):
        TokenBucket(3, 1, clock).try_acquire(0)


def test_wait_time(clock):
    bucket = TokenBucket(2, 1, clock)
    bucket.try_acquire(2)
    assert bucket.wait_time(2) == 2.0


def test_from_rate_string(clock):
    bucket = TokenBucket.from_rate("10/s", clock)
    assert bucket.capacity == 10 and bucket.refill_rate == 10


def test_clock_stepping_back_is_tolerated():
    clock = ManualClock(100.0)
    bucket = TokenBucket(5, 0.1, clock)
    clock.set(90.0)
    assert bucket.try_acquire() is True


def test_bucket_is_thread_safe(clock, run_threads):
    bucket = TokenBucket(100, 0, clock)
    granted = []

    def worker(i):
        granted.extend(1 for _ in range(50) if bucket.try_acquire())

    run_threads(worker, 4)
    assert len(granted) == 100
