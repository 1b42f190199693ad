"""Errors raised by wagecalc; every one is a PayrollError."""


class PayrollError(Exception):
    """Base class of wagecalc errors."""


class TimesheetError(PayrollError):
    """A shift or timesheet that cannot be paid as recorded."""
