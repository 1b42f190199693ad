"""jobpool: a thread-based job queue and worker pool."""

from .errors import InvalidTransition, JobCancelled, JobPoolError, JobTimeout, QueueClosed, QueueEmpty, UnknownOption
from .events import EventBus
from .job import Job, JobHandle, JobState
from .jobqueue import JobQueue
from .pool import WorkerPool
from .retry import RetryPolicy
from .stats import Counters

__version__ = "2.0.1"

__all__ = [
    "Counters",
    "EventBus",
    "InvalidTransition",
    "Job",
    "JobCancelled",
    "JobHandle",
    "JobPoolError",
    "JobQueue",
    "JobState",
    "JobTimeout",
    "QueueClosed",
    "QueueEmpty",
    "RetryPolicy",
    "UnknownOption",
    "WorkerPool",
]
