"""Exceptions raised by settingsfile. All derive from ConfigError so callers can catch one type."""


class ConfigError(Exception):
    """Base class of every settingsfile error."""


class ParseError(ConfigError):
    """The text is not a well-formed settings file."""

    def __init__(self, message: str, line: int):
        super().__init__(f"line {line}: {message}")
        self.line = line


class InterpolationError(ConfigError):
    """A ${...} reference names a missing key or forms a cycle."""


class ValidationError(ConfigError):
    """A schema rejected one or more values; ``problems`` lists them as 'section.key: reason'."""

    def __init__(self, problems: list[str]):
        super().__init__("; ".join(problems))
        self.problems = list(problems)
