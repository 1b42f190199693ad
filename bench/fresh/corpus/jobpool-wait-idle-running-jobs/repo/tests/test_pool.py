import threading

import pytest

from jobpool import JobState, WorkerPool

from .helpers import flaky


def test_submit_and_result(pool):
    handle = pool.submit(pow, 2, 10)
    assert handle.result(timeout=5) == 1024
    assert handle.state is JobState.SUCCEEDED


def test_failed_job_reraises(pool):
    handle = pool.submit(int, "not a number")
    with pytest.raises(ValueError):
        handle.result(timeout=5)
    assert pool.wait_idle(timeout=5)
    assert pool.counters.get("failed") == 1


def test_submit_with_options(pool):
    fn = flaky(1)
    handle = pool.submit(fn, options={"retries": 2, "priority": 3, "name": "sync-ledger"})
    assert handle.result(timeout=5) == "ok"
    assert (handle.job.priority, handle.job.name) == (3, "sync-ledger")
    assert len(fn.calls) == 2


def test_map(pool):
    handles = pool.map(abs, [-1, -2, 3])
    assert [h.result(timeout=5) for h in handles] == [1, 2, 3]


def test_wait_idle_after_many_jobs():
    p = WorkerPool(workers=1).start()
    handles = [p.submit(sum, [i, i]) for i in range(20)]
    assert p.wait_idle(timeout=5)
    assert all(h.done() for h in handles)
    assert p.counters.get("succeeded") == 20
    p.shutdown(timeout=2)


def test_wait_idle_waits_for_running_jobs():
    release = threading.Event()
    p = WorkerPool(workers=2).start()
    slow = p.submit(release.wait, 5)
    quick = p.submit(abs, -1)
    assert quick.result(timeout=5) == 1
    assert p.wait_idle(timeout=0.5) is False
    release.set()
    assert p.wait_idle(timeout=5)
    assert slow.done()
    p.shutdown(timeout=2)


def test_cancel_before_start():
    p = WorkerPool(workers=1)
    handle = p.submit(print)
    assert p.cancel(handle.id)
    assert handle.state is JobState.CANCELLED
    assert p.wait_idle(timeout=1)
    p.start()
    p.shutdown(timeout=2)


def test_status_lists_pending_jobs():
    p = WorkerPool(workers=1)
    for prio in (1, 2, 3):
        p.submit(print, options={"priority": prio})
    status = p.status()
    assert len(status["pending"]) == 3
    assert status["counts"]["submitted"] == 3


def test_shutdown_waits_for_running_jobs():
    release = threading.Event()
    p = WorkerPool(workers=1).start()
    handle = p.submit(release.wait, 5)
    threading.Timer(0.05, release.set).start()
    p.shutdown(wait=True, timeout=5)
    assert handle.state is JobState.SUCCEEDED
