import pytest

from ratelimit.bucket import TokenBucket, refill
from ratelimit.clock import ManualClock


def test_refill_partial_overflow_is_capped():
    assert refill(4.0, 5.0, 1.0, 3.0) == 5.0


def test_refill_capped_for_other_capacities():
    assert refill(0.0, 10.0, 2.0, 30.0) == 10.0


def test_large_bucket_burst_after_idle(clock):
    bucket = TokenBucket(20, 2, clock)
    clock.advance(3600)
    assert sum(bucket.try_acquire() for _ in range(25)) == 20


def test_available_never_exceeds_capacity(clock):
    bucket = TokenBucket(3, 1, clock)
    clock.advance(100)
    assert bucket.available() == 3.0


def test_refill_ignores_backwards_elapsed():
    assert refill(3.0, 5.0, 1.0, -2.0) == 3.0


def test_available_after_clock_steps_back():
    clock = ManualClock(50.0)
    bucket = TokenBucket(5, 0.1, clock)
    clock.set(40.0)
    assert bucket.available() == 5.0


def test_refill_below_capacity_is_exact():
    assert refill(1.0, 10.0, 0.5, 4.0) == 3.0


def test_from_rate_with_burst(clock):
    bucket = TokenBucket.from_rate("60/minute", clock, burst=10)
    assert bucket.capacity == 10
    assert bucket.refill_rate == pytest.approx(1.0)
