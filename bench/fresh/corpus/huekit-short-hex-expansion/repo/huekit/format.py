"""Formatting colours back to strings."""

from .channels import hex_byte, round_half_up
from .color import Color
from .convert import rgb_to_hsl
from .parse import NAMED

_NAMES_BY_RGB = {}
for _name, _rgb in NAMED.items():
    _NAMES_BY_RGB.setdefault(_rgb, _name)


def _alpha_byte(alpha: float) -> int:
    return round_half_up(alpha * 255)


def to_hex(color: Color, short: bool = False) -> str:
    """'#rrggbb' ('#rrggbbaa' when not opaque); with short=True '#rgb' / '#rgba' where possible."""
    values = list(color.rgb)
    if not color.opaque:
        values.append(_alpha_byte(color.alpha))
    pairs = [hex_byte(v) for v in values]
    if short and all(p[0] == p[1] for p in pairs):
        return "#" + "".join(p[0] for p in pairs)
    return "#" + "".join(pairs)


def _alpha_text(alpha: float) -> str:
    return f"{alpha:.3f}".rstrip("0").rstrip(".")


def to_rgb_string(color: Color) -> str:
    """'rgb(r, g, b)', or 'rgba(r, g, b, a)' when not opaque."""
    r, g, b = color.rgb
    if color.opaque:
        return f"rgb({r}, {g}, {b})"
    return f"rgba({r}, {g}, {b}, {_alpha_text(color.alpha)})"


def to_hsl_string(color: Color) -> str:
    """'hsl(h, s%, l%)' with whole degrees and percents, or 'hsla(...)' when not opaque."""
    hue, sat, light = rgb_to_hsl(color)
    h, s, l = round_half_up(hue) % 360, round_half_up(sat * 100), round_half_up(light * 100)
    if color.opaque:
        return f"hsl({h}, {s}%, {l}%)"
    return f"hsla({h}, {s}%, {l}%, {_alpha_text(color.alpha)})"


def describe(color: Color) -> str:
    """The colour's CSS name when it has one (opaque colours only), else its hex form."""
    if color.opaque and color.rgb in _NAMES_BY_RGB:
        return _NAMES_BY_RGB[color.rgb]
    return to_hex(color)
