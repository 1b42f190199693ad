"""Errors raised by meterhub."""


class HubError(Exception):
    """A request the hub cannot carry out."""


class Denied(HubError):
    """The user may not do this at this site."""


class Closed(HubError):
    """The queue has been closed."""
