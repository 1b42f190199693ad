"""Reading numbers and quantities typed by people.

``parse_quantity("1.5 km")``, ``parse_quantity("-40°F")``, ``parse_quantity("2.5e3 g")``: a
number (optional sign, decimals, optional exponent), optional spaces, then a unit symbol or
alias. ``nan``, ``inf``, digit separators like ``1_000`` and thousands separators are refused;
use :func:`parse_number` for locale-formatted numbers.
"""

from __future__ import annotations

import re

from .convert import Quantity
from .errors import ParseError
from .formatting import LOCALES
from .units import get_unit

NUMBER = r"[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?"
_QUANTITY = re.compile(rf"^\s*({NUMBER})\s*([^\s\d.+-][^\s]*)\s*$")
_PLAIN_NUMBER = re.compile(rf"^{NUMBER}$")


def parse_quantity(text: str) -> Quantity:
    """The :class:`Quantity` written in *text*; raises :class:`ParseError` or UnknownUnit."""
    m = _QUANTITY.match(text)
    if not m:
        raise ParseError(f"not a quantity: {text!r}")
    unit = get_unit(m.group(2))
    return Quantity(float(m.group(1)), unit.symbol)


def parse_number(text: str, *, locale: str = "en") -> float:
    """A number written with *locale*'s separators (``"1.234,5"`` in ``de``)."""
    thousands, decimal = LOCALES[locale]
    cleaned = text.strip().replace(thousands, "")
    if locale == "fr":
        cleaned = cleaned.replace(" ", "")
    cleaned = cleaned.replace(decimal, ".")
    if not _PLAIN_NUMBER.match(cleaned):
        raise ParseError(f"not a number: {text!r}")
    return float(cleaned)
