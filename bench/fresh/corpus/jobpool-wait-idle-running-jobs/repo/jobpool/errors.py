"""Exceptions raised by jobpool."""


class JobPoolError(Exception):
    """Base class of every jobpool error."""


class QueueClosed(JobPoolError):
    """The queue was closed: nothing more can be put, and get() has nothing left to return."""


class QueueEmpty(JobPoolError):
    """get() timed out."""


class InvalidTransition(JobPoolError):
    """A job was moved to a state it cannot reach from its current one."""


class JobCancelled(JobPoolError):
    """The job was cancelled before it ran."""


class JobTimeout(JobPoolError):
    """Waiting for a job's result timed out."""


class UnknownOption(JobPoolError, TypeError):
    """submit() was given an option it does not know."""
