"""huekit: parse, convert, format and compare colours."""

from .color import BLACK, WHITE, Color
from .contrast import LEVELS, best_text_color, contrast_ratio, luminance, passes, rating
from .convert import hsl_to_rgb, hsv_to_rgb, rgb_to_hsl, rgb_to_hsv
from .errors import ColorError
from .format import describe, to_hex, to_hsl_string, to_rgb_string
from .palette import darken, gradient, lighten, mix, sort_by_hue, sort_by_luminance, summary, unique
from .parse import NAMED, parse_color, parse_hex, parse_hsl, parse_rgb

__all__ = [
    "BLACK", "WHITE", "Color", "ColorError", "LEVELS", "NAMED",
    "best_text_color", "contrast_ratio", "darken", "describe", "gradient", "hsl_to_rgb",
    "hsv_to_rgb", "lighten", "luminance", "mix", "parse_color", "parse_hex", "parse_hsl",
    "parse_rgb", "passes", "rating", "rgb_to_hsl", "rgb_to_hsv", "sort_by_hue",
    "sort_by_luminance", "summary", "to_hex", "to_hsl_string", "to_rgb_string", "unique",
]
