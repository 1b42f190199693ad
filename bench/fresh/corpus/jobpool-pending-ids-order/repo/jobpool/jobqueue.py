"""The job queue: a priority heap guarded by one lock, with conditions for consumers (``get``)
and for ``join``.

Higher priority runs first; among equal priorities jobs run in the order they were put. Events
are emitted after the lock is released, so listeners may call back into the queue.
"""

from __future__ import annotations

import heapq
import itertools
import threading

from .errors import QueueClosed, QueueEmpty
from .events import EventBus
from .job import Job, JobState


class JobQueue:
    def __init__(self, events: EventBus | None = None):
        self.events = events if events is not None else EventBus()
        self._heap: list[tuple[int, int, Job]] = []
        self._seq = itertools.count()
        self._lock = threading.Lock()
        self._not_empty = threading.Condition(self._lock)
        self._all_done = threading.Condition(self._lock)
        self._unfinished = 0
        self._closed = False

    def put(self, job: Job) -> None:
        """Queue *job*; raises :class:`QueueClosed` after :meth:`close`."""
        with self._lock:
            if self._closed:
                raise QueueClosed("the queue is closed")
            heapq.heappush(self._heap, (-job.priority, next(self._seq), job))
            self._unfinished += 1
            self._not_empty.notify()
        self.events.emit("queued", job=job)

    def get(self, timeout: float | None = None) -> Job:
        """The next job by priority. Raises :class:`QueueEmpty` on timeout and
        :class:`QueueClosed` once the queue is closed and drained."""
        with self._not_empty:
            if not self._not_empty.wait_for(lambda: self._heap or self._closed, timeout):
                raise QueueEmpty("no job within the timeout")
            if not self._heap:
                raise QueueClosed("the queue is closed")
            return heapq.heappop(self._heap)[2]

    def task_done(self) -> None:
        """Mark one job taken with :meth:`get` as processed."""
        with self._lock:
            if self._unfinished <= 0:
                raise ValueError("task_done() called more times than there were jobs")
            self._unfinished -= 1
            if self._unfinished == 0:
                self._all_done.notify_all()

    def join(self, timeout: float | None = None) -> bool:
        """Wait until every queued job was processed or cancelled; False on timeout."""
        with self._all_done:
            return self._all_done.wait_for(lambda: self._unfinished == 0, timeout)

    def cancel(self, job_id: str) -> bool:
        """Remove a job that has not started yet; False if it is not waiting in the queue."""
        with self._lock:
            for index, (_, _, job) in enumerate(self._heap):
                if job.id == job_id:
                    break
            else:
                return False
            self._heap.pop(index)
            heapq.heapify(self._heap)
            job.transition(JobState.CANCELLED)
            self._unfinished -= 1
            if self._unfinished == 0:
                self._all_done.notify_all()
        self.events.emit("cancelled", job=job)
        return True

    def close(self) -> None:
        """Refuse new jobs; consumers drain what is left, then get QueueClosed."""
        with self._lock:
            self._closed = True
            self._not_empty.notify_all()
        self.events.emit("closed")

    @property
    def closed(self) -> bool:
        return self._closed

    def pending_jobs(self) -> list[Job]:
        """Jobs waiting to run, in the order they will run."""
        with self._lock:
            return [job for _, _, job in self._heap]

    def pending_ids(self) -> list[str]:
        """Ids of the waiting jobs, in the order they will run."""
        with self._lock:
            return [job.id for _, _, job in self._heap]

    def peek(self) -> Job | None:
        with self._lock:
            return self._heap[0][2] if self._heap else None

    def __len__(self) -> int:
        with self._lock:
            return len(self._heap)
