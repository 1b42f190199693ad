import pytest

from jobpool import RetryPolicy


def test_policy_validation():
    with pytest.raises(ValueError):
        RetryPolicy(max_retries=-1)
    with pytest.raises(ValueError):
        RetryPolicy(factor=0.5)
    with pytest.raises(ValueError):
        RetryPolicy(base_delay=10, max_delay=1)


def test_delays_grow_and_cap():
    policy = RetryPolicy(max_retries=10, base_delay=0.5, factor=2, max_delay=3)
    assert [policy.delay_for(n) for n in range(1, 6)] == [0.5, 1.0, 2.0, 3, 3]


def test_only_listed_exceptions_retry():
    policy = RetryPolicy(max_retries=3, retry_on=(TimeoutError,))
    assert policy.should_retry(1, TimeoutError())
    assert not policy.should_retry(1, ValueError())


def test_no_retries_by_default():
    assert not RetryPolicy().should_retry(1, RuntimeError())
