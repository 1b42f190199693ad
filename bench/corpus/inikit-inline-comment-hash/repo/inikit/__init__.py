"""inikit - INI configuration files with interpolation and typed getters."""

from .coerce import format_value, to_bool, to_float, to_int, to_list
from .config import Config
from .errors import (CoercionError, InikitError, InterpolationError, MissingOptionError,
                     MissingSectionError, ParseError)
from .parser import load, parse
from .writer import dump, dumps

__all__ = [
    "CoercionError", "Config", "InikitError", "InterpolationError", "MissingOptionError",
    "MissingSectionError", "ParseError", "dump", "dumps", "format_value", "load", "parse",
    "to_bool", "to_float", "to_int", "to_list",
]

__version__ = "0.8.2"
