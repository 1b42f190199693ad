import threading

import pytest

from jobpool import QueueClosed, WorkerPool

from .helpers import flaky


def test_failed_job_while_another_runs():
    release = threading.Event()
    p = WorkerPool(workers=2).start()
    slow = p.submit(release.wait, 5)
    bad = p.submit(int, "x")
    assert bad.wait(5)
    assert p.wait_idle(timeout=1.0) is False
    release.set()
    assert p.wait_idle(timeout=5) and slow.done()
    p.shutdown(timeout=2)


def test_three_workers_two_quick_jobs():
    release = threading.Event()
    p = WorkerPool(workers=3).start()
    slow = p.submit(release.wait, 5)
    quick = [p.submit(abs, -i) for i in range(2)]
    assert all(h.wait(5) for h in quick)
    assert not p.wait_idle(timeout=1.0)
    release.set()
    assert p.wait_idle(timeout=5)
    assert slow.done()
    p.shutdown(timeout=2)


def test_cancelling_the_only_waiting_job_while_one_runs():
    release = threading.Event()
    started = threading.Event()
    p = WorkerPool(workers=1).start()

    def slow():
        started.set()
        release.wait(5)

    running = p.submit(slow)
    assert started.wait(5)
    waiting = p.submit(print)
    assert p.cancel(waiting.id)
    assert p.wait_idle(timeout=1.0) is False
    release.set()
    assert p.wait_idle(timeout=5) and running.done()
    p.shutdown(timeout=2)


def test_idle_pool_and_finished_work():
    p = WorkerPool(workers=2).start()
    assert p.wait_idle(timeout=0.1)
    handles = p.map(abs, range(-10, 0))
    assert p.wait_idle(timeout=5)
    assert all(h.done() for h in handles)
    p.shutdown(timeout=2)


def test_retried_job_counts_until_it_finishes():
    p = WorkerPool(workers=2, sleep=lambda s: None).start()
    fn = flaky(2)
    handle = p.submit(fn, options={"retries": 2})
    assert p.wait_idle(timeout=5)
    assert handle.result(timeout=0) == "ok" and len(fn.calls) == 3
    p.shutdown(timeout=2)


def test_retry_in_progress_is_not_idle():
    release = threading.Event()
    calls = []

    def fails_then_blocks():
        calls.append(1)
        if len(calls) == 1:
            raise RuntimeError("first run fails")
        release.wait(5)
        return "ok"

    p = WorkerPool(workers=1, sleep=lambda s: None).start()
    handle = p.submit(fails_then_blocks, options={"retries": 1})
    assert p.wait_idle(timeout=1.0) is False
    release.set()
    assert handle.result(timeout=5) == "ok"
    assert p.wait_idle(timeout=5)
    p.shutdown(timeout=2)


def test_rejected_submit_leaves_pool_idle():
    p = WorkerPool(workers=1).start()
    p.queue.close()
    with pytest.raises(QueueClosed):
        p.submit(print)
    assert p.wait_idle(timeout=0.1)
