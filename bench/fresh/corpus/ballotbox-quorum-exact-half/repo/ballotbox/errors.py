"""Errors raised by ballotbox."""


class BallotError(ValueError):
    """A ballot or a poll definition is not valid."""


class PermissionDenied(Exception):
    """The member may not do this."""


class PollStateError(Exception):
    """The poll is not in a state that allows this (e.g. voting on a closed poll)."""


class QuorumNotMet(Exception):
    """Too few eligible members voted for the result to stand."""
