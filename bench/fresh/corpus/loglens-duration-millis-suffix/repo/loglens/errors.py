"""Exceptions raised by loglens. All derive from LogError so callers can catch one type."""


class LogError(Exception):
    """Base class of every loglens error."""


class ParseError(LogError):
    """A line could not be tokenised; carries the column where scanning stopped."""

    def __init__(self, message: str, column: int | None = None):
        self.column = column
        where = f" at column {column}" if column is not None else ""
        super().__init__(f"{message}{where}")


class FieldError(LogError, ValueError):
    """A field value could not be converted to the requested type."""


class QueryError(LogError, ValueError):
    """A filter expression is malformed."""
