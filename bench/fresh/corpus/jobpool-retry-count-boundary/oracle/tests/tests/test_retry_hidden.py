import pytest

from jobpool import JobState, RetryPolicy, WorkerPool

from .helpers import flaky


def make_pool(sleeps, **policy):
    return WorkerPool(workers=1, retry=RetryPolicy(**policy), sleep=sleeps.append).start()


def test_should_retry_up_to_max_retries():
    policy = RetryPolicy(max_retries=2)
    assert [policy.should_retry(n, RuntimeError()) for n in (1, 2, 3)] == [True, True, False]
    assert RetryPolicy(max_retries=1).should_retry(1, RuntimeError())


def test_one_retry_allowed():
    sleeps = []
    p = make_pool(sleeps, max_retries=1)
    fn = flaky(1)
    assert p.submit(fn).result(timeout=5) == "ok"
    assert len(fn.calls) == 2 and sleeps == [0.0]
    p.shutdown(timeout=2)


def test_per_job_retries_override():
    sleeps = []
    p = make_pool(sleeps)
    fn = flaky(10)
    handle = p.submit(fn, options={"retries": 2})
    with pytest.raises(RuntimeError):
        handle.result(timeout=5)
    assert len(fn.calls) == 3 and handle.job.attempts == 3
    p.shutdown(timeout=2)


def test_backoff_delays_between_runs():
    sleeps = []
    p = make_pool(sleeps, max_retries=3, base_delay=0.5)
    fn = flaky(3)
    handle = p.submit(fn)
    assert handle.result(timeout=5) == "ok"
    assert sleeps == [0.5, 1.0, 2.0]
    assert handle.job.history.count(JobState.RETRYING) == 3
    assert p.counters.get("retried") == 3
    p.shutdown(timeout=2)


def test_no_retries_means_one_run():
    sleeps = []
    p = make_pool(sleeps)
    fn = flaky(1)
    with pytest.raises(RuntimeError):
        p.submit(fn).result(timeout=5)
    assert len(fn.calls) == 1 and sleeps == []
    p.shutdown(timeout=2)


def test_non_retryable_error_fails_at_once():
    sleeps = []
    p = make_pool(sleeps, max_retries=5, retry_on=(TimeoutError,))
    fn = flaky(3, exc=ValueError)
    with pytest.raises(ValueError):
        p.submit(fn).result(timeout=5)
    assert len(fn.calls) == 1
    p.shutdown(timeout=2)


def test_per_job_zero_retries_overrides_policy():
    sleeps = []
    p = make_pool(sleeps, max_retries=4)
    fn = flaky(2)
    with pytest.raises(RuntimeError):
        p.submit(fn, options={"retries": 0}).result(timeout=5)
    assert len(fn.calls) == 1
    p.shutdown(timeout=2)
