"""Conversions between RGB and the cylindrical HSL / HSV models.

Hue is in degrees [0, 360); saturation, lightness and value are fractions in [0, 1].
"""

from .channels import check_unit
from .color import Color

# (hue sector start, which channel gets chroma, which gets the second largest component)
_SECTORS = (
    (0, ("c", "x", "0")),
    (60, ("x", "c", "0")),
    (120, ("0", "c", "x")),
    (180, ("0", "x", "c")),
    (240, ("x", "0", "c")),
    (300, ("c", "0", "x")),
)


def _hue(r: float, g: float, b: float, high: float, delta: float) -> float:
    """Hue in degrees of a colour with channel fractions r, g, b (shared by HSL and HSV)."""
    if delta == 0:
        return 0.0
    if high == r:
        hue = ((g - b) / delta) % 6
    elif high == g:
        hue = (b - r) / delta + 2
    else:
        hue = (r - g) / delta + 4
    return (hue * 60) % 360


def _from_chroma(hue: float, chroma: float, m: float, alpha: float) -> Color:
    """Build a colour from hue, chroma and the lightness offset m (shared by HSL and HSV)."""
    hue = hue % 360
    x = chroma * (1 - abs((hue / 60) % 2 - 1))
    values = {"c": chroma, "x": x, "0": 0.0}
    for start, pattern in reversed(_SECTORS):
        if hue >= start:
            break
    r, g, b = (min(1.0, max(0.0, values[k] + m)) for k in pattern)
    return Color.from_units(r, g, b, alpha)


def rgb_to_hsl(color: Color) -> tuple[float, float, float]:
    """(hue, saturation, lightness) of `color`."""
    r, g, b = color.units()
    high, low = max(r, g, b), min(r, g, b)
    delta = high - low
    light = (high + low) / 2
    sat = 0.0 if delta == 0 else delta / (1 - abs(2 * light - 1))
    return (_hue(r, g, b, high, delta), sat, light)


def hsl_to_rgb(hue: float, sat: float, light: float, alpha: float = 1.0) -> Color:
    """The colour of (hue, saturation, lightness)."""
    sat, light = check_unit(sat, "saturation"), check_unit(light, "lightness")
    chroma = (1 - abs(2 * light - 1)) * sat
    return _from_chroma(hue, chroma, light - chroma / 2, alpha)


def rgb_to_hsv(color: Color) -> tuple[float, float, float]:
    """(hue, saturation, value) of `color`."""
    r, g, b = color.units()
    high, low = max(r, g, b), min(r, g, b)
    delta = high - low
    sat = 0.0 if high == 0 else delta / high
    return (_hue(r, g, b, high, delta), sat, high)


def hsv_to_rgb(hue: float, sat: float, value: float, alpha: float = 1.0) -> Color:
    """The colour of (hue, saturation, value)."""
    sat, value = check_unit(sat, "saturation"), check_unit(value, "value")
    chroma = value * sat
    return _from_chroma(hue, chroma, value - chroma, alpha)
