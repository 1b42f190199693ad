"""Angles: range checks, and splitting decimal degrees into degrees / minutes / seconds.

Latitudes lie in [-90, 90] and longitudes in [-180, 180]; both ends of each range are valid
(the poles, and the antimeridian written either way).
"""

from .errors import RangeError

LAT_LIMIT = 90.0
LON_LIMIT = 180.0
AXES = ("lat", "lon")


def check_range(value: float, limit: float, what: str) -> float:
    """Return `value` as a float when -limit <= value <= limit, else raise RangeError."""
    try:
        number = float(value)
    except (TypeError, ValueError):
        raise RangeError(f"{what} must be a number, not {value!r}") from None
    if number != number:
        raise RangeError(f"{what} must not be NaN")
    if not -limit <= number <= limit:
        raise RangeError(f"{what} {number} is outside [-{limit:g}, {limit:g}]")
    return number


def check_latitude(value: float) -> float:
    return check_range(value, LAT_LIMIT, "latitude")


def check_longitude(value: float) -> float:
    return check_range(value, LON_LIMIT, "longitude")


def check_axis(value: float, axis: str) -> float:
    if axis == "lat":
        return check_latitude(value)
    if axis == "lon":
        return check_longitude(value)
    raise ValueError(f"axis must be one of {AXES}, not {axis!r}")


def normalize_longitude(value: float) -> float:
    """Wrap any longitude into [-180, 180)."""
    wrapped = (float(value) + LON_LIMIT) % (2 * LON_LIMIT) - LON_LIMIT
    return 0.0 if wrapped == 0 else wrapped


def split_dms(value: float, places: int = 1) -> tuple[int, int, int, float]:
    """(sign, degrees, minutes, seconds) of `value`, seconds rounded to `places` decimals."""
    sign = -1 if value < 0 else 1
    angle = abs(value)
    degrees = int(angle)
    minutes = int((angle - degrees) * 60)
    seconds = round(((angle - degrees) * 60 - minutes) * 60, places)
    return sign, degrees, minutes, seconds


def split_dm(value: float, places: int = 3) -> tuple[int, int, float]:
    """(sign, degrees, minutes) of `value`, minutes rounded to `places` decimals."""
    sign = -1 if value < 0 else 1
    angle = abs(value)
    degrees = int(angle)
    minutes = round((angle - degrees) * 60, places)
    return sign, degrees, minutes


def join_dms(sign: int, degrees: float, minutes: float = 0.0, seconds: float = 0.0) -> float:
    """The decimal degrees of a (sign, degrees, minutes, seconds) angle."""
    if sign not in (-1, 1):
        raise ValueError("sign must be 1 or -1")
    if degrees < 0:
        raise RangeError("degrees must not be negative; pass the sign separately")
    if not 0 <= minutes < 60:
        raise RangeError(f"minutes {minutes} must be in [0, 60)")
    if not 0 <= seconds < 60:
        raise RangeError(f"seconds {seconds} must be in [0, 60)")
    return sign * (degrees + minutes / 60 + seconds / 3600)
