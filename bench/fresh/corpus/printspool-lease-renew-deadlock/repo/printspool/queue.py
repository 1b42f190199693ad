"""The job queue: printer workers block in `take` until a job is ready.

Jobs are handed out most urgent first (priority 1 before 9), oldest first within a priority.
Every job that becomes ready wakes one waiting worker; `close` wakes every worker.
"""

import threading

from .errors import QueueClosed, TakeTimeout, UnknownJob


class JobQueue:
    def __init__(self):
        self._cond = threading.Condition()
        self._ready = []          # (priority, seq, job)
        self._held = {}           # job id -> job
        self._seq = 0
        self._waiting = 0
        self._closed = False

    def _push_locked(self, job) -> None:
        self._seq += 1
        job.state = "queued"
        self._ready.append((job.priority, self._seq, job))
        self._cond.notify()

    def submit(self, job) -> None:
        with self._cond:
            if self._closed:
                raise QueueClosed("the queue is closed")
            self._push_locked(job)

    def submit_many(self, jobs) -> None:
        jobs = list(jobs)
        with self._cond:
            if self._closed:
                raise QueueClosed("the queue is closed")
            for job in jobs:
                self._push_locked(job)

    def hold(self, job_id: int):
        with self._cond:
            entry = self._find(job_id)
            self._ready.remove(entry)
            job = entry[2]
            job.state = "held"
            self._held[job_id] = job
            return job

    def release(self, job_id: int):
        with self._cond:
            job = self._held.pop(job_id, None)
            if job is None:
                raise UnknownJob(f"job {job_id} is not held")
            self._push_locked(job)
            return job

    def cancel(self, job_id: int):
        with self._cond:
            if job_id in self._held:
                job = self._held.pop(job_id)
            else:
                entry = self._find(job_id)
                self._ready.remove(entry)
                job = entry[2]
            job.state = "cancelled"
            return job

    def _find(self, job_id: int):
        for entry in self._ready:
            if entry[2].id == job_id:
                return entry
        raise UnknownJob(f"job {job_id} is not queued")

    def take(self, timeout: float | None = None):
        """The next job; blocks up to `timeout` seconds (None: forever, 0: do not wait)."""
        with self._cond:
            self._waiting += 1
            try:
                ok = self._cond.wait_for(lambda: self._ready or self._closed, timeout)
            finally:
                self._waiting -= 1
            if self._ready:
                entry = min(self._ready, key=lambda e: (e[0], e[1]))
                self._ready.remove(entry)
                entry[2].state = "printing"
                return entry[2]
            if self._closed:
                raise QueueClosed("the queue is closed")
            assert not ok
            raise TakeTimeout("no job within the timeout")

    def close(self) -> None:
        with self._cond:
            self._closed = True
            self._cond.notify_all()

    def pending(self) -> list:
        with self._cond:
            return [e[2] for e in sorted(self._ready, key=lambda e: (e[0], e[1]))]

    def held(self) -> list:
        with self._cond:
            return list(self._held.values())

    def waiting(self) -> int:
        with self._cond:
            return self._waiting
