"""unitfmt: convert between units, round like a cashier and format numbers for people.

    >>> from unitfmt import convert, humanize, format_number
    >>> convert(100, "C", "F")
    212.0
    >>> humanize(1_500_000, "B")
    '1.5 MB'
    >>> format_number(-1234.5, 2, locale="de")
    '-1.234,50'
"""

from .convert import Quantity, convert, convert_many, normalize, sort_quantities, total
from .errors import IncompatibleUnits, ParseError, UnitError, UnknownUnit
from .formatting import format_column, format_number, format_quantity, humanize
from .parsing import parse_number, parse_quantity
from .rounding import round_half_up, round_significant, round_to_increment
from .units import Unit, get_unit, units_of

__all__ = [
    "IncompatibleUnits",
    "ParseError",
    "Quantity",
    "Unit",
    "UnitError",
    "UnknownUnit",
    "convert",
    "convert_many",
    "format_column",
    "format_number",
    "format_quantity",
    "get_unit",
    "humanize",
    "normalize",
    "parse_number",
    "parse_quantity",
    "round_half_up",
    "round_significant",
    "round_to_increment",
    "sort_quantities",
    "total",
    "units_of",
]
