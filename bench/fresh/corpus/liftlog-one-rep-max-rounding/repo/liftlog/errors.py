"""Exceptions raised by liftlog."""


class LiftError(ValueError):
    """Base class of every liftlog error."""


class NotLoadable(LiftError):
    """The weight cannot be made with the plates available."""
