"""Errors raised by rookrank."""


class ResultError(ValueError):
    """A game result is not in a known notation."""


class ScheduleError(ValueError):
    """A schedule cannot be made (too few players, a duplicate name...)."""


class TournamentError(Exception):
    """The tournament does not allow this (unknown player, game recorded twice...)."""
