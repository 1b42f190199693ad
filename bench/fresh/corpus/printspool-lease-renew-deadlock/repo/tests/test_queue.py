import pytest

from printspool import Job, JobQueue, QueueClosed, TakeTimeout, UnknownJob
from conftest import Worker, wait_until


def job(n, priority=5):
    return Job(n, "ann", f"doc{n}.pdf", 1, priority=priority)


def test_most_urgent_then_oldest_first():
    q = JobQueue()
    q.submit_many([job(1), job(2, 2), job(3), job(4, 2)])
    assert [q.take(0).id for _ in range(4)] == [2, 4, 1, 3]
    assert q.pending() == []


def test_waiting_worker_gets_a_submitted_job():
    q = JobQueue()
    w = Worker(lambda: q.take(5))
    w.start()
    wait_until(lambda: q.waiting() == 1)
    q.submit(job(7))
    w.join(1)
    assert not w.is_alive() and w.result.id == 7 and w.result.state == "printing"


def test_close_wakes_every_waiter():
    q = JobQueue()
    workers = [Worker(lambda: q.take(5)) for _ in range(3)]
    for w in workers:
        w.start()
    wait_until(lambda: q.waiting() == 3)
    q.close()
    for w in workers:
        w.join(1)
        assert not w.is_alive() and isinstance(w.error, QueueClosed)
    with pytest.raises(QueueClosed):
        q.submit(job(1))


def test_hold_and_release():
    q = JobQueue()
    q.submit_many([job(1), job(2)])
    held = q.hold(1)
    assert held.state == "held" and q.held() == [held]
    assert [j.id for j in q.pending()] == [2]
    q.release(1)
    assert [j.id for j in q.pending()] == [2, 1] and held.state == "queued"
    with pytest.raises(UnknownJob):
        q.release(1)


def test_cancel_queued_and_held():
    q = JobQueue()
    q.submit_many([job(1), job(2)])
    q.hold(2)
    assert q.cancel(1).state == "cancelled"
    assert q.cancel(2).state == "cancelled"
    assert q.pending() == [] and q.held() == []
    with pytest.raises(UnknownJob):
        q.cancel(3)


def test_take_times_out():
    q = JobQueue()
    with pytest.raises(TakeTimeout):
        q.take(0)
    with pytest.raises(TakeTimeout):
        q.take(0.05)
    assert q.waiting() == 0
