"""textcraft: small text utilities."""

from .case import split_words, to_camel, to_constant, to_kebab, to_pascal, to_snake, to_title
from .counting import TextStats, line_count, most_common_words, reading_time, sentence_count, text_stats, word_count, words
from .normalize import collapse_whitespace, normalize_newlines, remove_control_chars, strip_accents
from .replace import compile_replacer, multi_replace
from .slug import slugify, unique_slug
from .truncate import truncate, truncate_middle, truncate_words
from .wrap import fill, indent_lines, wrap

__version__ = "3.2.0"

__all__ = [
    "TextStats",
    "collapse_whitespace",
    "compile_replacer",
    "fill",
    "indent_lines",
    "line_count",
    "most_common_words",
    "multi_replace",
    "normalize_newlines",
    "reading_time",
    "remove_control_chars",
    "sentence_count",
    "slugify",
    "split_words",
    "strip_accents",
    "text_stats",
    "to_camel",
    "to_constant",
    "to_kebab",
    "to_pascal",
    "to_snake",
    "to_title",
    "truncate",
    "truncate_middle",
    "truncate_words",
    "unique_slug",
    "word_count",
    "words",
    "wrap",
]
