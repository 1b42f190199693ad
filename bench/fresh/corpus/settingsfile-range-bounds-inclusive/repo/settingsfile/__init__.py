"""settingsfile: INI-style settings with typed values, interpolation, merging and schemas."""
from .errors import ConfigError, ParseError, InterpolationError, ValidationError
from .lexer import tokenize, Entry, SectionHeader
from .values import parse_bool, parse_int, parse_float, parse_duration, parse_size, parse_list, parse_mapping
from .interpolate import Interpolator
from .document import Config, loads, layered
from .schema import Field, Schema

__all__ = [
    "ConfigError", "ParseError", "InterpolationError", "ValidationError",
    "tokenize", "Entry", "SectionHeader",
    "parse_bool", "parse_int", "parse_float", "parse_duration", "parse_size", "parse_list", "parse_mapping",
    "Interpolator", "Config", "loads", "layered", "Field", "Schema",
]
