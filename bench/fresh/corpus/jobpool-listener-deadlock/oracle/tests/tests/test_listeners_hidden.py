from jobpool import Job, JobQueue, JobState, WorkerPool

from .helpers import run_with_timeout


def test_queued_listener_reads_queue_length():
    q = JobQueue()
    depths = []
    q.events.on("queued", lambda event, job: depths.append(len(q)))
    run_with_timeout(lambda: [q.put(Job(print)) for _ in range(3)])
    assert depths == [1, 2, 3]


def test_cancel_listener_cancels_the_dependent_job():
    q = JobQueue()
    parent, child, other = Job(print, name="parent"), Job(print, name="child"), Job(print, name="other")
    for j in (parent, child, other):
        q.put(j)
    q.events.on("cancelled", lambda event, job: q.cancel(child.id) if job is parent else None)
    assert run_with_timeout(lambda: q.cancel(parent.id))
    assert child.state is JobState.CANCELLED
    assert q.pending_ids() == [other.id]


def test_closed_listener_inspects_queue():
    q = JobQueue()
    q.put(Job(print))
    seen = []
    q.events.on("closed", lambda event: seen.append((q.closed, len(q), q.peek() is not None)))
    run_with_timeout(q.close)
    assert seen == [(True, 1, True)]


def test_pool_listener_reads_status():
    pool = WorkerPool(workers=1)
    seen = []
    pool.events.on("queued", lambda event, job: seen.append(len(pool.status()["pending"])))
    run_with_timeout(lambda: pool.submit(print))
    run_with_timeout(lambda: pool.submit(print))
    assert seen == [1, 2]


def test_listener_sees_cancelled_state_and_order():
    q = JobQueue()
    log = []
    q.events.on("*", lambda event, **kw: log.append((event, kw["job"].state if "job" in kw else None)))
    job = Job(print)
    q.put(job)
    q.cancel(job.id)
    q.close()
    assert log == [("queued", JobState.PENDING), ("cancelled", JobState.CANCELLED), ("closed", None)]


def test_cancel_unknown_job_emits_nothing():
    q = JobQueue()
    seen = []
    q.events.on("cancelled", lambda event, job: seen.append(job))
    assert not q.cancel("job-does-not-exist")
    assert seen == []


def test_failing_listener_does_not_break_put():
    q = JobQueue()
    q.events.on("queued", lambda event, job: 1 / 0)
    q.put(Job(print))
    assert len(q) == 1 and len(q.events.errors) == 1
