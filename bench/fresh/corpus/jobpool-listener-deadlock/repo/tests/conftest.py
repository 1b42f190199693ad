import pytest

from jobpool import RetryPolicy, WorkerPool


@pytest.fixture
def sleeps():
    """Records the retry delays instead of sleeping."""
    return []


@pytest.fixture
def pool(sleeps):
    p = WorkerPool(workers=2, sleep=sleeps.append).start()
    yield p
    p.shutdown(wait=False, timeout=2)


@pytest.fixture
def retrying_pool(sleeps):
    p = WorkerPool(workers=1, retry=RetryPolicy(max_retries=3, base_delay=0.5), sleep=sleeps.append).start()
    yield p
    p.shutdown(wait=False, timeout=2)
