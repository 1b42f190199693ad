"""The spooler facade: users, the queue, the printer pool and the statistics."""

import itertools
import threading

from .clock import SystemClock
from .errors import UnknownJob
from .jobs import Job
from .leases import PrinterPool
from .queue import JobQueue
from .stats import SpoolStats
from .users import User, require, require_manage


class Spooler:
    def __init__(self, printers=("lobby",), clock=None):
        self.clock = clock or SystemClock()
        self.queue = JobQueue()
        self.pool = PrinterPool(printers, self.clock)
        self.stats = SpoolStats(self.clock)
        self._jobs: dict[int, Job] = {}
        self._ids = itertools.count(1)
        self._lock = threading.Lock()

    def submit(self, user: User, name: str, pages: int, copies: int = 1, priority: int = 5) -> Job:
        require(user, "submit")
        with self._lock:
            job = Job(next(self._ids), user.name, name, pages, copies, priority)
            self._jobs[job.id] = job
        self.queue.submit(job)
        return job

    def job(self, job_id: int) -> Job:
        with self._lock:
            try:
                return self._jobs[job_id]
            except KeyError:
                raise UnknownJob(f"no job {job_id}") from None

    def jobs_of(self, user: User) -> list[Job]:
        require(user, "view")
        with self._lock:
            return [j for j in self._jobs.values() if j.owner == user.name]

    def cancel(self, user: User, job_id: int) -> Job:
        job = self.job(job_id)
        require_manage(user, job)
        return self.queue.cancel(job_id)

    def hold(self, user: User, job_id: int) -> Job:
        job = self.job(job_id)
        require_manage(user, job)
        return self.queue.hold(job_id)

    def release(self, user: User, job_id: int) -> Job:
        job = self.job(job_id)
        require_manage(user, job)
        return self.queue.release(job_id)

    def next_job(self, timeout: float | None = None) -> Job:
        return self.queue.take(timeout)

    def finish(self, job: Job, printer: str, ok: bool = True, wasted: int = 0) -> None:
        if ok:
            job.state = "done"
            self.stats.record_done(printer, job.sheets)
        else:
            job.state = "failed"
            self.stats.record_failed(printer, wasted)

    def reset_stats(self, user: User) -> None:
        require(user, "reset_stats")
        self.stats.reset()
