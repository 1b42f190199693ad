"""Errors. Every error is a ``ValueError`` so callers validating user input can catch one type."""


class UnitError(ValueError):
    """Base class of unitfmt errors."""


class UnknownUnit(UnitError):
    """The unit symbol is not in the registry."""


class IncompatibleUnits(UnitError):
    """The units measure different dimensions (e.g. metres and kilograms)."""


class ParseError(UnitError):
    """A string is not a number / quantity unitfmt understands."""
