from jobpool import Job, JobQueue, WorkerPool


def fill(priorities):
    q = JobQueue()
    jobs = [Job(print, name=f"j{i}", priority=p) for i, p in enumerate(priorities)]
    for j in jobs:
        q.put(j)
    return q, jobs


def test_pending_jobs_in_run_order():
    q, jobs = fill([1, 2, 3])
    assert [j.name for j in q.pending_jobs()] == ["j2", "j1", "j0"]


def test_ties_listed_first_in_first_out():
    q, _ = fill([0, 0, 1, 0])
    assert [j.name for j in q.pending_jobs()] == ["j2", "j0", "j1", "j3"]
    q, jobs = fill([0, 2, 0, 1, 0])
    assert q.pending_ids() == [jobs[i].id for i in (1, 3, 0, 2, 4)]


def test_listing_matches_get_order_after_cancel():
    q, jobs = fill([1, 5, 2, 5, 3])
    q.cancel(jobs[3].id)
    listed = q.pending_ids()
    taken = [q.get(timeout=1).id for _ in range(len(listed))]
    assert listed == taken == [jobs[i].id for i in (1, 4, 2, 0)]


def test_pool_status_lists_next_job_first():
    pool = WorkerPool(workers=1)
    handles = [pool.submit(print, options={"priority": p}) for p in (1, 2, 3)]
    assert pool.status()["pending"] == [handles[2].id, handles[1].id, handles[0].id]


def test_empty_and_single():
    q = JobQueue()
    assert q.pending_ids() == [] and q.pending_jobs() == []
    job = Job(print)
    q.put(job)
    assert q.pending_ids() == [job.id] and q.peek() is job


def test_listing_does_not_disturb_the_queue():
    q, jobs = fill([3, 1, 2])
    q.pending_ids()
    q.pending_jobs()
    assert [q.get(timeout=1).name for _ in jobs] == ["j0", "j2", "j1"]


def test_descending_priorities_already_in_order():
    q, jobs = fill([3, 2, 1])
    assert q.pending_ids() == [j.id for j in jobs]
