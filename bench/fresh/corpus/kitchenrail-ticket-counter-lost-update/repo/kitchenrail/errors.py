"""Exceptions raised by kitchenrail."""


class KitchenError(Exception):
    """Base class of every kitchenrail error."""


class UnknownItem(KitchenError, KeyError):
    """The item is not on the menu."""


class UnknownTicket(KitchenError, KeyError):
    """No ticket has this number."""


class TicketStateError(KitchenError):
    """The ticket is not in a state that allows this (e.g. bumping a queued ticket)."""


class PermissionDenied(KitchenError):
    """The member of staff may not do this."""


class RailClosed(KitchenError):
    """The station's rail is closed for the night."""
