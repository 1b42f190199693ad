"""Jobs, their life cycle and the handle returned to the submitter.

States::

    pending -> running -> succeeded
                       -> failed
                       -> retrying -> running ...
    pending | retrying -> cancelled
"""

from __future__ import annotations

import itertools
import threading
from dataclasses import dataclass, field
from enum import Enum
from typing import Any, Callable

from .errors import InvalidTransition, JobCancelled, JobTimeout


class JobState(str, Enum):
    PENDING = "pending"
    RUNNING = "running"
    RETRYING = "retrying"
    SUCCEEDED = "succeeded"
    FAILED = "failed"
    CANCELLED = "cancelled"

    @property
    def terminal(self) -> bool:
        return self in (JobState.SUCCEEDED, JobState.FAILED, JobState.CANCELLED)


_TRANSITIONS = {
    JobState.PENDING: {JobState.RUNNING, JobState.CANCELLED},
    JobState.RUNNING: {JobState.SUCCEEDED, JobState.FAILED, JobState.RETRYING},
    JobState.RETRYING: {JobState.RUNNING, JobState.CANCELLED},
    JobState.SUCCEEDED: set(),
    JobState.FAILED: set(),
    JobState.CANCELLED: set(),
}

_ids = itertools.count(1)


@dataclass(eq=False)
class Job:
    """One unit of work: ``func(*args, **kwargs)`` plus scheduling data."""

    func: Callable[..., Any]
    args: tuple = ()
    kwargs: dict = field(default_factory=dict)
    name: str = ""
    priority: int = 0
    max_retries: int | None = None
    id: str = field(default_factory=lambda: f"job-{next(_ids)}")
    state: JobState = JobState.PENDING
    attempts: int = 0
    result: Any = None
    error: BaseException | None = None
    history: list = field(default_factory=list)

    def __post_init__(self):
        if not self.name:
            self.name = getattr(self.func, "__name__", "job")
        self._done = threading.Event()

    def transition(self, new: JobState) -> None:
        """Move to *new*, or raise :class:`InvalidTransition`."""
        if new not in _TRANSITIONS[self.state]:
            raise InvalidTransition(f"{self.id}: cannot go from {self.state.value} to {new.value}")
        self.state = new
        self.history.append(new)
        if new.terminal:
            self._done.set()

    def run(self) -> Any:
        return self.func(*self.args, **self.kwargs)


class JobHandle:
    """What submit() returns: the job's state and, once it is done, its result."""

    def __init__(self, job: Job):
        self.job = job

    @property
    def id(self) -> str:
        return self.job.id

    @property
    def state(self) -> JobState:
        return self.job.state

    def done(self) -> bool:
        return self.job.state.terminal

    def wait(self, timeout: float | None = None) -> bool:
        """Block until the job is done; False if *timeout* passed first."""
        return self.job._done.wait(timeout)

    def result(self, timeout: float | None = None) -> Any:
        """The job's return value; re-raises its error, or raises JobCancelled / JobTimeout."""
        if not self.wait(timeout):
            raise JobTimeout(f"{self.job.id} did not finish within {timeout}s")
        if self.job.state is JobState.CANCELLED:
            raise JobCancelled(self.job.id)
        if self.job.state is JobState.FAILED:
            raise self.job.error
        return self.job.result

    def __repr__(self) -> str:
        return f"<JobHandle {self.job.id} {self.job.name} {self.job.state.value}>"
