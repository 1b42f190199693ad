"""Channel helpers shared by the parsers, converters and formatters.

Colour channels are bytes (0-255); alpha is a float in [0, 1]. Fractions and percentages are
turned into bytes by rounding half up (50% -> 128, 0.25 -> 64), as browsers do.
"""

import math

from .errors import ColorError


def round_half_up(x: float) -> int:
    """Round to the nearest integer, halves away from zero for the non-negative values used here."""
    return math.floor(x + 0.5)


def check_byte(value, name: str = "channel") -> int:
    """Return `value` when it is an int in 0..255, else raise ColorError."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise ColorError(f"{name} must be an int, got {value!r}")
    if not 0 <= value <= 255:
        raise ColorError(f"{name} out of range 0-255: {value}")
    return value


def check_unit(value, name: str = "alpha") -> float:
    """Return `value` as a float when it lies in [0, 1], else raise ColorError."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise ColorError(f"{name} must be a number, got {value!r}")
    if not 0.0 <= value <= 1.0:
        raise ColorError(f"{name} out of range 0-1: {value}")
    return float(value)


def check_percent(value: float, name: str = "percentage") -> float:
    """Return `value` when it lies in [0, 100], else raise ColorError."""
    if not 0.0 <= value <= 100.0:
        raise ColorError(f"{name} out of range 0-100: {value}")
    return value


def unit_to_byte(fraction: float) -> int:
    """A fraction in [0, 1] as a byte, rounded half up (0.5 -> 128)."""
    return round_half_up(check_unit(fraction, "fraction") * 255)


def percent_to_byte(percent: float) -> int:
    """A percentage in [0, 100] as a byte, rounded half up (50 -> 128)."""
    return round_half_up(check_percent(percent) * 255 / 100)


def byte_to_unit(value: int) -> float:
    """A byte as a fraction in [0, 1]."""
    return check_byte(value) / 255


def parse_number(text: str, what: str) -> float:
    """`text` as a float; a ColorError naming `what` when it is not a number."""
    try:
        return float(text)
    except ValueError:
        raise ColorError(f"bad {what}: {text!r}") from None


def parse_percent(text: str) -> float:
    """'50%' -> 50.0; a ColorError when the '%' is missing or the number is bad."""
    text = text.strip()
    if not text.endswith("%"):
        raise ColorError(f"expected a percentage: {text!r}")
    return parse_number(text[:-1], "percentage")


def hex_byte(value: int) -> str:
    """A byte as two lower-case hex digits."""
    return format(check_byte(value), "02x")
