"""Reading coordinates written by people.

An angle is decimal degrees (`-33.8688`), degrees-minutes-seconds (`33°52'7.7"S`,
`33 52 7.7 S`, `33:52:7.7S`) or degrees and decimal minutes (`33°52.128'S`). A hemisphere
letter (N, S, E, W) may follow or precede the numbers; a leading minus sign means south or west.
"""

import re

from .angles import check_axis, join_dms
from .errors import ParseError

HEMISPHERES = {"N": ("lat", 1), "S": ("lat", -1), "E": ("lon", 1), "W": ("lon", -1)}
_SEPARATORS = re.compile(r"[°º'′\"″:\s]+")
_NUMBER = re.compile(r"^[+-]?\d+(?:\.\d+)?$")


def _hemisphere(text: str) -> tuple[str, str | None, int]:
    """Strip a hemisphere letter from either end: (rest, axis or None, sign)."""
    text = text.strip()
    if not text:
        raise ParseError("empty coordinate")
    for letter, (axis, sign) in HEMISPHERES.items():
        if text[-1].upper() == letter:
            return text[:-1].strip(), axis, sign
        if text[0].upper() == letter:
            return text[1:].strip(), axis, sign
    return text, None, 1


def _numbers(text: str) -> list[str]:
    parts = [p for p in _SEPARATORS.split(text) if p]
    if not 1 <= len(parts) <= 3:
        raise ParseError(f"expected 1 to 3 numbers in {text!r}")
    for n, part in enumerate(parts):
        if not _NUMBER.match(part) or (n and part[0] in "+-"):
            raise ParseError(f"bad number {part!r} in {text!r}")
    return parts


def _dms_value(deg_text: str, min_text: str, sec_text: str) -> float:
    sign = -1 if deg_text.startswith("-") else 1
    degrees = abs(float(deg_text))
    if degrees != int(degrees):
        raise ParseError("degrees must be whole when minutes follow")
    return join_dms(sign, degrees, float(min_text), float(sec_text))


def _dm_value(deg_text: str, min_text: str) -> float:
    sign = -1 if deg_text.startswith("-") else 1
    degrees = abs(float(deg_text))
    if degrees != int(degrees):
        raise ParseError("degrees must be whole when minutes follow")
    return join_dms(sign, degrees, float(min_text))


def parse_angle(text: str) -> tuple[float, str | None]:
    """(decimal degrees, axis) of one coordinate; axis is 'lat', 'lon' or None (no letter)."""
    if not isinstance(text, str):
        raise ParseError(f"expected text, not {type(text).__name__}")
    rest, axis, hemi_sign = _hemisphere(text)
    parts = _numbers(rest)
    if axis is not None and parts[0].startswith("-"):
        raise ParseError(f"both a minus sign and a hemisphere letter in {text!r}")
    if len(parts) == 3:
        value = _dms_value(*parts)
    elif len(parts) == 2:
        value = _dm_value(*parts)
    else:
        value = float(parts[0])
    value *= hemi_sign
    if axis is not None:
        check_axis(value, axis)
    return value, axis


def parse_point(text: str) -> tuple[float, float]:
    """(lat, lon) of 'lat, lon' (or 'lon, lat' when the letters say so)."""
    pieces = [p for p in re.split(r"[,;]", text) if p.strip()]
    if len(pieces) != 2:
        raise ParseError(f"expected two coordinates separated by a comma in {text!r}")
    (a, axis_a), (b, axis_b) = parse_angle(pieces[0]), parse_angle(pieces[1])
    if axis_a == "lon" or axis_b == "lat":
        a, b, axis_a, axis_b = b, a, axis_b, axis_a
    if axis_a == "lon" or axis_b == "lat":
        raise ParseError(f"two coordinates of the same axis in {text!r}")
    return check_axis(a, "lat"), check_axis(b, "lon")
