"""WCAG 2 relative luminance, contrast ratios and conformance levels."""

from .color import BLACK, WHITE, Color

# level, minimum ratio for normal text, minimum ratio for large text (best level first)
LEVELS: tuple[tuple[str, float, float], ...] = (
    ("AAA", 7.0, 4.5),
    ("AA", 4.5, 3.0),
)


def _linear(channel: int) -> float:
    c = channel / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def luminance(color: Color) -> float:
    """Relative luminance in [0, 1] (alpha is ignored)."""
    r, g, b = (_linear(v) for v in color.rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast_ratio(a: Color, b: Color) -> float:
    """The contrast ratio between two colours, 1.0 to 21.0, rounded to two decimals."""
    la, lb = luminance(a), luminance(b)
    high, low = max(la, lb), min(la, lb)
    return round((high + 0.05) / (low + 0.05), 2)


def _minimum(level: str, large: bool) -> float:
    for name, normal, big in LEVELS:
        if name == level:
            return big if large else normal
    raise ValueError(f"unknown WCAG level: {level!r}")


def rating(ratio: float, large: bool = False) -> str:
    """The best level a contrast ratio reaches ('AAA', 'AA') or 'fail'; a ratio at a level's
    minimum reaches that level."""
    for name, normal, big in LEVELS:
        if ratio >= (big if large else normal):
            return name
    return "fail"


def passes(fg: Color, bg: Color, level: str = "AA", large: bool = False) -> bool:
    """True when text in `fg` on `bg` meets `level` (its minimum ratio included)."""
    return contrast_ratio(fg, bg) >= _minimum(level, large)


def best_text_color(bg: Color, choices: tuple[Color, ...] = (BLACK, WHITE)) -> Color:
    """The choice with the highest contrast against `bg` (the first one on a tie)."""
    best = choices[0]
    for c in choices[1:]:
        if contrast_ratio(c, bg) > contrast_ratio(best, bg):
            best = c
    return best
