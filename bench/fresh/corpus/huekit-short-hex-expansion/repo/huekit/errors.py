"""Errors raised by huekit."""


class ColorError(ValueError):
    """A colour value or notation that huekit cannot accept."""
