"""Palettes: mixing, tints and shades, gradients, ordering and summaries."""

from .channels import check_unit, round_half_up
from .color import Color
from .contrast import luminance
from .convert import hsl_to_rgb, rgb_to_hsl
from .format import to_hex


def mix(a: Color, b: Color, weight: float = 0.5) -> Color:
    """`a` blended towards `b` by `weight` (0 -> a, 1 -> b), alpha included."""
    w = check_unit(weight, "weight")
    r, g, bl = (round_half_up(x * (1 - w) + y * w) for x, y in zip(a.rgb, b.rgb))
    return Color(r, g, bl, round(a.alpha * (1 - w) + b.alpha * w, 3))


def _shift_lightness(color: Color, delta: float) -> Color:
    hue, sat, light = rgb_to_hsl(color)
    return hsl_to_rgb(hue, sat, min(1.0, max(0.0, light + delta)), color.alpha)


def lighten(color: Color, amount: float) -> Color:
    """Raise the HSL lightness by `amount` (a fraction, clamped at white)."""
    return _shift_lightness(color, check_unit(amount, "amount"))


def darken(color: Color, amount: float) -> Color:
    """Lower the HSL lightness by `amount` (a fraction, clamped at black)."""
    return _shift_lightness(color, -check_unit(amount, "amount"))


def gradient(a: Color, b: Color, steps: int) -> list[Color]:
    """`steps` colours from `a` to `b`, both ends included."""
    if steps < 2:
        raise ValueError("a gradient needs at least 2 steps")
    return [mix(a, b, i / (steps - 1)) for i in range(steps)]


def unique(colors) -> list[Color]:
    """The colours without repeats, first occurrence kept, order kept."""
    seen, out = set(), []
    for c in colors:
        if c not in seen:
            seen.add(c)
            out.append(c)
    return out


def sort_by_luminance(colors, reverse: bool = False) -> list[Color]:
    """A new list of the colours from darkest to lightest (lightest first with reverse=True)."""
    colors.sort(key=luminance, reverse=reverse)
    return colors


def sort_by_hue(colors) -> list[Color]:
    """A new list of the colours ordered by hue, then lightness; greys (no hue) come first."""
    def key(c):
        hue, sat, light = rgb_to_hsl(c)
        return (sat > 0, hue, light)

    colors.sort(key=key)
    return colors


def summary(colors) -> dict:
    """Count, distinct count, darkest and lightest (hex) and mean luminance of a palette."""
    colors = list(colors)
    if not colors:
        raise ValueError("empty palette")
    ordered = sort_by_luminance(colors)
    return {
        "count": len(colors),
        "distinct": len(unique(colors)),
        "darkest": to_hex(ordered[0]),
        "lightest": to_hex(ordered[-1]),
        "mean_luminance": round(sum(luminance(c) for c in colors) / len(colors), 4),
    }
