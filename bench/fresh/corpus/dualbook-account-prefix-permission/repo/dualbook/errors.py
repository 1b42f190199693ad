"""Exceptions raised by dualbook."""


class LedgerError(Exception):
    """Base class of every dualbook error."""


class InvalidAmount(LedgerError, ValueError):
    """An amount is not a finite number with at most two decimal places."""


class UnbalancedEntry(LedgerError):
    """A journal entry's postings do not sum to zero."""


class UnknownAccount(LedgerError, KeyError):
    """An account code is not in the chart of accounts."""


class PeriodClosed(LedgerError):
    """The entry's date falls in a closed period."""


class PermissionDenied(LedgerError):
    """The user may not post to one of the entry's accounts."""


class ApprovalRequired(LedgerError):
    """The entry needs the approval of a second person before it can be posted."""
