"""Exceptions raised by semverkit."""


class SemverError(ValueError):
    """Base class for every error raised by semverkit."""


class InvalidVersion(SemverError):
    """The text is not a valid Semantic Versioning 2.0.0 version."""


class InvalidRange(SemverError):
    """The text is not a valid version range."""
