"""The worker pool: threads that take jobs from a JobQueue, run them, retry failures and report
through counters and events.

``wait_idle()`` returns once every submitted job has finished (succeeded, failed for good or
was cancelled), not merely when the queue is empty: a job that a worker is running still counts.
"""

from __future__ import annotations

import threading
import time

from .errors import QueueClosed, UnknownOption
from .events import EventBus
from .job import Job, JobHandle, JobState
from .jobqueue import JobQueue
from .retry import RetryPolicy
from .stats import Counters

SUBMIT_OPTIONS = ("priority", "retries", "name")


class WorkerPool:
    def __init__(self, workers: int = 2, retry: RetryPolicy | None = None, events: EventBus | None = None, counters: Counters | None = None, sleep=time.sleep, clock=time.monotonic):
        if workers < 1:
            raise ValueError("a pool needs at least one worker")
        self.events = events if events is not None else EventBus()
        self.queue = JobQueue(self.events)
        self.retry = retry if retry is not None else RetryPolicy()
        self.counters = counters if counters is not None else Counters()
        self._sleep = sleep
        self._clock = clock
        self._size = workers
        self._threads: list[threading.Thread] = []
        self._idle = threading.Condition()
        self._outstanding = 0

    # -- life cycle -------------------------------------------------------------------------
    def start(self) -> "WorkerPool":
        if not self._threads:
            for i in range(self._size):
                t = threading.Thread(target=self._worker, name=f"jobpool-worker-{i}", daemon=True)
                t.start()
                self._threads.append(t)
        return self

    def __enter__(self) -> "WorkerPool":
        return self.start()

    def __exit__(self, *exc) -> None:
        self.shutdown(wait=exc[0] is None)

    def shutdown(self, wait: bool = True, timeout: float | None = None) -> None:
        """Stop accepting jobs; with *wait*, let every submitted job finish first."""
        if wait:
            self.wait_idle(timeout)
        self.queue.close()
        for t in self._threads:
            t.join(timeout)

    # -- submitting -------------------------------------------------------------------------
    def _take_options(self, options) -> dict:
        """Validate submit() options; returns them under Job's field names."""
        options = dict(options or {})
        taken = {
            "priority": options.pop("priority", 0),
            "max_retries": options.pop("retries", None),
            "name": options.pop("name", ""),
        }
        if options:
            raise UnknownOption(f"unknown submit option(s): {', '.join(sorted(options))}; expected {', '.join(SUBMIT_OPTIONS)}")
        return taken

    def _enqueue(self, job: Job) -> JobHandle:
        with self._idle:
            self._outstanding += 1
        try:
            self.queue.put(job)
        except QueueClosed:
            self._finish_one()
            raise
        self.counters.incr("submitted")
        return JobHandle(job)

    def submit(self, func, *args, options=None, **kwargs) -> JobHandle:
        """Queue ``func(*args, **kwargs)``. *options*: ``priority`` (higher runs first),
        ``retries`` (overrides the pool's policy for this job), ``name``."""
        return self._enqueue(Job(func, args, kwargs, **self._take_options(options)))

    def map(self, func, items, options=None) -> list[JobHandle]:
        """Submit ``func(item)`` for every item, all with the same options."""
        taken = self._take_options(options)
        return [self._enqueue(Job(func, (item,), {}, **taken)) for item in items]

    def cancel(self, job_id: str) -> bool:
        """Cancel a job that has not started; False if it already runs or ran."""
        if not self.queue.cancel(job_id):
            return False
        self.counters.incr("cancelled")
        self._finish_one()
        return True

    # -- waiting ----------------------------------------------------------------------------
    def _finish_one(self) -> None:
        with self._idle:
            self._outstanding -= 1
            if self._outstanding == 0:
                self._idle.notify_all()

    def wait_idle(self, timeout: float | None = None) -> bool:
        """Block until every submitted job is finished; False if *timeout* passed first."""
        with self._idle:
            return self._idle.wait_for(lambda: self._outstanding == 0, timeout)

    def status(self) -> dict:
        return {
            "workers": len(self._threads),
            "pending": self.queue.pending_ids(),
            "closed": self.queue.closed,
            "counts": self.counters.snapshot()["counts"],
        }

    # -- running ----------------------------------------------------------------------------
    def _worker(self) -> None:
        while True:
            try:
                job = self.queue.get()
            except QueueClosed:
                return
            try:
                self._run(job)
            finally:
                self.queue.task_done()

    def _should_retry(self, job: Job, exc: BaseException) -> bool:
        if job.max_retries is not None:
            return self.retry.retryable(exc) and job.attempts < job.max_retries
        return self.retry.should_retry(job.attempts, exc)

    def _run(self, job: Job) -> None:
        job.transition(JobState.RUNNING)
        job.attempts += 1
        self.events.emit("started", job=job)
        started = self._clock()
        try:
            result = job.run()
        except Exception as exc:
            self.counters.observe("run_time", self._clock() - started)
            if self._should_retry(job, exc):
                job.transition(JobState.RETRYING)
                self.counters.incr("retried")
                self.events.emit("retrying", job=job, error=exc)
                self._sleep(self.retry.delay_for(job.attempts))
                self.queue.put(job)
                return
            job.error = exc
            job.transition(JobState.FAILED)
            self.counters.incr("failed")
            self.events.emit("failed", job=job, error=exc)
        else:
            self.counters.observe("run_time", self._clock() - started)
            job.result = result
            job.transition(JobState.SUCCEEDED)
            self.counters.incr("succeeded")
            self.events.emit("succeeded", job=job)
        self._finish_one()
