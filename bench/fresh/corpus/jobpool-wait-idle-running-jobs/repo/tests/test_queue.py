import threading

import pytest

from jobpool import Job, JobQueue, JobState, QueueClosed, QueueEmpty


def test_priority_then_fifo():
    q = JobQueue()
    jobs = [Job(print, name=n, priority=p) for n, p in [("a", 0), ("b", 5), ("c", 0), ("d", 5)]]
    for j in jobs:
        q.put(j)
    assert [q.get(timeout=1).name for _ in jobs] == ["b", "d", "a", "c"]


def test_get_times_out():
    with pytest.raises(QueueEmpty):
        JobQueue().get(timeout=0.01)


def test_get_wakes_up_on_put():
    q = JobQueue()
    got = []
    t = threading.Thread(target=lambda: got.append(q.get(timeout=5)))
    t.start()
    job = Job(print)
    q.put(job)
    t.join(5)
    assert got == [job]


def test_close_drains_then_raises():
    q = JobQueue()
    job = Job(print)
    q.put(job)
    q.close()
    with pytest.raises(QueueClosed):
        q.put(Job(print))
    assert q.get(timeout=1) is job
    with pytest.raises(QueueClosed):
        q.get(timeout=1)


def test_join_waits_for_task_done():
    q = JobQueue()
    q.put(Job(print))
    assert not q.join(timeout=0.01)
    q.get()
    q.task_done()
    assert q.join(timeout=1)
    with pytest.raises(ValueError):
        q.task_done()


def test_cancel_pending_job():
    q = JobQueue()
    jobs = [Job(print, priority=p) for p in (1, 2, 3)]
    for j in jobs:
        q.put(j)
    assert q.cancel(jobs[1].id)
    assert jobs[1].state is JobState.CANCELLED
    assert not q.cancel(jobs[1].id)
    remaining = q.pending_ids()
    assert jobs[1].id not in remaining and len(remaining) == 2


def test_events_emitted(pool):
    seen = []
    q = JobQueue()
    q.events.on("*", lambda event, **kw: seen.append(event))
    job = Job(print)
    q.put(job)
    q.cancel(job.id)
    q.close()
    assert seen == ["queued", "cancelled", "closed"]
