"""Parsers for the CSS-style colour notations huekit understands."""

from .channels import (
    check_byte,
    check_percent,
    check_unit,
    parse_number,
    parse_percent,
    percent_to_byte,
)
from .color import Color
from .convert import hsl_to_rgb
from .errors import ColorError

NAMED: dict[str, tuple[int, int, int]] = {
    "black": (0, 0, 0),
    "white": (255, 255, 255),
    "red": (255, 0, 0),
    "lime": (0, 255, 0),
    "blue": (0, 0, 255),
    "yellow": (255, 255, 0),
    "cyan": (0, 255, 255),
    "magenta": (255, 0, 255),
    "gray": (128, 128, 128),
    "grey": (128, 128, 128),
    "silver": (192, 192, 192),
    "maroon": (128, 0, 0),
    "olive": (128, 128, 0),
    "green": (0, 128, 0),
    "purple": (128, 0, 128),
    "teal": (0, 128, 128),
    "navy": (0, 0, 128),
    "orange": (255, 165, 0),
    "rebeccapurple": (102, 51, 153),
}

_HEX_DIGITS = frozenset("0123456789abcdefABCDEF")


def _alpha_from_byte(value: int) -> float:
    """A hex alpha byte as a fraction, kept to three decimals (0x80 -> 0.502)."""
    return round(value / 255, 3)


def parse_hex(text: str) -> Color:
    """'#rgb', '#rgba', '#rrggbb' or '#rrggbbaa'; the leading '#' may be left out.

    In the short forms every digit stands for a doubled pair: '#abc' is '#aabbcc'.
    """
    s = text.strip()
    if s.startswith("#"):
        s = s[1:]
    if not s or any(c not in _HEX_DIGITS for c in s):
        raise ColorError(f"not a hex colour: {text!r}")
    if len(s) == 3:
        r, g, b = (int(c * 2, 16) for c in s)
        return Color(r, g, b)
    if len(s) == 4:
        r, g, b, a = (int(c * 2, 16) for c in s)
        return Color(r, g, b, _alpha_from_byte(a))
    if len(s) == 6:
        r, g, b = (int(s[i : i + 2], 16) for i in (0, 2, 4))
        return Color(r, g, b)
    if len(s) == 8:
        r, g, b, a = (int(s[i : i + 2], 16) for i in (0, 2, 4, 6))
        return Color(r, g, b, _alpha_from_byte(a))
    raise ColorError(f"a hex colour has 3, 4, 6 or 8 digits: {text!r}")


def _arguments(text: str, names: tuple[str, ...]) -> list[str]:
    """The comma-separated arguments of 'name(a, b, c[, d])' for one of `names`."""
    s = text.strip().lower()
    head, sep, rest = s.partition("(")
    if head.strip() not in names or not sep or not rest.endswith(")"):
        raise ColorError(f"expected {names[0]}(...): {text!r}")
    parts = [p.strip() for p in rest[:-1].split(",")]
    if len(parts) not in (3, 4) or not all(parts):
        raise ColorError(f"{head.strip()}() takes 3 or 4 arguments: {text!r}")
    return parts


def _channel(text: str) -> int:
    """An rgb() channel: a whole number 0-255 or a percentage 0-100%."""
    if text.endswith("%"):
        return percent_to_byte(parse_percent(text))
    value = parse_number(text, "channel")
    if value != int(value):
        raise ColorError(f"channel must be a whole number: {text!r}")
    return check_byte(int(value))


def _alpha(text: str) -> float:
    """An alpha argument: a number 0-1 or a percentage 0-100%."""
    if text.endswith("%"):
        return check_percent(parse_percent(text), "alpha") / 100
    return check_unit(parse_number(text, "alpha"))


def parse_rgb(text: str) -> Color:
    """'rgb(r, g, b)' or 'rgba(r, g, b, a)' with numbers or percentages."""
    parts = _arguments(text, ("rgb", "rgba"))
    r, g, b = (_channel(p) for p in parts[:3])
    alpha = _alpha(parts[3]) if len(parts) == 4 else 1.0
    return Color(r, g, b, alpha)


def parse_hsl(text: str) -> Color:
    """'hsl(h, s%, l%)' or 'hsla(h, s%, l%, a)'; the hue may carry 'deg'."""
    parts = _arguments(text, ("hsl", "hsla"))
    hue = parse_number(parts[0].removesuffix("deg"), "hue")
    sat, light = (check_percent(parse_percent(p)) for p in parts[1:3])
    alpha = _alpha(parts[3]) if len(parts) == 4 else 1.0
    return hsl_to_rgb(hue, sat / 100, light / 100, alpha)


def parse_color(text: str) -> Color:
    """Any notation: a name, 'transparent', '#hex', 'rgb()/rgba()' or 'hsl()/hsla()'."""
    s = text.strip().lower()
    if s in NAMED:
        return Color(*NAMED[s])
    if s == "transparent":
        return Color(0, 0, 0, 0.0)
    if s.startswith("#"):
        return parse_hex(s)
    if s.startswith("rgb"):
        return parse_rgb(s)
    if s.startswith("hsl"):
        return parse_hsl(s)
    raise ColorError(f"unknown colour: {text!r}")
