from types import MappingProxyType

import pytest

from jobpool import RetryPolicy, UnknownOption, WorkerPool

from .helpers import flaky


def test_map_leaves_options_alone():
    pool = WorkerPool(workers=1)
    opts = {"priority": 2, "name": "resize"}
    handles = pool.map(abs, [-1, -2], options=opts)
    assert opts == {"priority": 2, "name": "resize"}
    again = pool.submit(abs, -3, options=opts)
    assert [h.job.name for h in handles + [again]] == ["resize"] * 3
    assert again.job.priority == 2


def test_read_only_mapping_accepted():
    pool = WorkerPool(workers=1)
    handle = pool.submit(abs, -1, options=MappingProxyType({"priority": 7, "retries": 2}))
    assert (handle.job.priority, handle.job.max_retries) == (7, 2)


def test_second_submit_keeps_retries():
    pool = WorkerPool(workers=1, sleep=lambda s: None).start()
    opts = {"retries": 2}
    pool.submit(abs, -1, options=opts).result(timeout=5)
    fn = flaky(2)
    assert pool.submit(fn, options=opts).result(timeout=5) == "ok"
    assert len(fn.calls) == 3
    pool.shutdown(timeout=2)


def test_unknown_options_still_rejected():
    pool = WorkerPool(workers=1)
    with pytest.raises(UnknownOption) as err:
        pool.submit(print, options={"priority": 1, "retry": 3})
    assert "retry" in str(err.value)
    with pytest.raises(UnknownOption):
        pool.map(print, [1], options={"timeout": 5})
    assert len(pool.queue) == 0


def test_defaults_without_options():
    pool = WorkerPool(workers=1)
    handle = pool.submit(abs, -1)
    assert (handle.job.priority, handle.job.max_retries, handle.job.name) == (0, None, "abs")


def test_pool_policy_applies_without_retries_option():
    pool = WorkerPool(workers=1, retry=RetryPolicy(max_retries=2), sleep=lambda s: None).start()
    fn = flaky(2)
    assert pool.submit(fn, options={"priority": 1}).result(timeout=5) == "ok"
    assert len(fn.calls) == 3
    pool.shutdown(timeout=2)
