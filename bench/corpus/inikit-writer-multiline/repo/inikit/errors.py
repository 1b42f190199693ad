"""Exceptions raised by inikit."""


class InikitError(Exception):
    """Base class for every inikit error."""


class ParseError(InikitError):
    """The text is not valid INI syntax."""

    def __init__(self, message: str, lineno: int | None = None):
        self.lineno = lineno
        super().__init__(f"line {lineno}: {message}" if lineno is not None else message)


class MissingSectionError(InikitError, LookupError):
    """The requested section does not exist."""


class MissingOptionError(InikitError, LookupError):
    """The requested option does not exist in the section or in DEFAULT."""


class InterpolationError(InikitError):
    """A ``${...}`` reference cannot be resolved (missing target or a cycle)."""


class CoercionError(InikitError, ValueError):
    """A value cannot be converted to the requested type."""
