class GrantError(ValueError):
    """Invalid input: a malformed budget, score or application."""


class Forbidden(PermissionError):
    """The person may not do this."""
