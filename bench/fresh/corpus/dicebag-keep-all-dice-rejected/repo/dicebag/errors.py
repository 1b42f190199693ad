"""Errors raised by dicebag."""


class DiceError(Exception):
    """Base class of every dicebag error."""


class ParseError(DiceError, ValueError):
    """Dice notation that cannot be read."""


class TermError(DiceError, ValueError):
    """A dice term with impossible numbers."""
