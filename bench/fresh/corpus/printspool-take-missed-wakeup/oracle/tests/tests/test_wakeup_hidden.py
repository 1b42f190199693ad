from printspool import Job, JobQueue, QueueClosed, Spooler, TakeTimeout, User
from conftest import Worker, wait_until


def job(n, priority=5):
    return Job(n, "ann", f"doc{n}.pdf", 1, priority=priority)


def waiters(q, n, timeout=5.0):
    workers = []
    for k in range(1, n + 1):
        w = Worker(lambda: q.take(timeout))
        w.start()
        wait_until(lambda k=k: q.waiting() == k)
        workers.append(w)
    return workers


def test_bulk_submit_wakes_a_worker_per_job():
    q = JobQueue()
    workers = waiters(q, 2)
    q.submit_many([job(1), job(2)])
    for w in workers:
        w.join(1)
        assert not w.is_alive(), "a waiting worker was not woken"
    assert sorted(w.result.id for w in workers) == [1, 2]


def test_bulk_submit_of_three_jobs_to_three_workers():
    q = JobQueue()
    workers = waiters(q, 3)
    q.submit_many([job(1), job(2), job(3, 1)])
    for w in workers:
        w.join(1)
        assert not w.is_alive(), "a waiting worker was not woken"
    assert sorted(w.result.id for w in workers) == [1, 2, 3]


def test_spooler_release_wakes_next_job():
    spool = Spooler(("lobby",))
    ann = User("ann")
    j = spool.submit(ann, "a.pdf", 2)
    spool.hold(ann, j.id)
    w = Worker(lambda: spool.next_job(5))
    w.start()
    wait_until(lambda: spool.queue.waiting() == 1)
    spool.release(ann, j.id)
    w.join(1)
    assert not w.is_alive() and w.result is j


def test_one_job_wakes_one_worker():
    q = JobQueue()
    workers = waiters(q, 2, timeout=0.4)
    q.submit(job(1))
    for w in workers:
        w.join(2)
    results = [w.result.id if w.result else type(w.error).__name__ for w in workers]
    assert sorted(results, key=str) == [1, "TakeTimeout"]


def test_close_and_order_after_release():
    q = JobQueue()
    q.submit_many([job(1), job(2), job(3)])
    q.hold(1)
    q.release(1)
    assert [q.take(0).id for _ in range(3)] == [2, 3, 1]
    workers = waiters(q, 2)
    q.close()
    for w in workers:
        w.join(1)
        assert isinstance(w.error, QueueClosed)
