"""Exceptions raised by subcue."""


class SubcueError(Exception):
    """Base class of every subcue error."""


class TimecodeError(SubcueError, ValueError):
    """A timecode is malformed or out of range."""


class CueError(SubcueError, ValueError):
    """A cue is malformed (empty text, end before start, ...)."""


class ParseError(SubcueError):
    """A subtitle file could not be read; `line` is the 1-based line number."""

    def __init__(self, message: str, line: int):
        super().__init__(f"line {line}: {message}")
        self.line = line
