"""Errors raised by expensekit."""


class ExpenseError(ValueError):
    """Bad input or an operation not allowed in the claim's current state."""


class Denied(PermissionError):
    """The acting employee may not perform the operation."""
