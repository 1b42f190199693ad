"""Errors raised by genoseq."""


class SequenceError(ValueError):
    """A malformed sequence or a bad argument."""
