"""Conversions between units of one dimension, and lists of quantities.

``convert(value, a, b)`` maps *value* to the dimension's base unit with *a*'s affine map and
back with *b*'s, so offsets (Celsius, Fahrenheit) are handled in both directions. None of the
list helpers modify the list or the :class:`Quantity` objects they are given.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Iterable

from .errors import IncompatibleUnits
from .units import Unit, get_unit


@dataclass
class Quantity:
    """A value with a unit and an optional label (``Quantity(2.5, "kg", "net")``)."""

    value: float
    unit: str
    label: str | None = None

    def to(self, unit: str) -> "Quantity":
        """This quantity in *unit* (a new object; the label is kept)."""
        return dataclasses.replace(self, value=convert(self.value, self.unit, unit), unit=get_unit(unit).symbol)


def _pair(from_unit: str | Unit, to_unit: str | Unit) -> tuple[Unit, Unit]:
    a, b = get_unit(from_unit), get_unit(to_unit)
    if a.dimension != b.dimension:
        raise IncompatibleUnits(f"cannot convert {a.dimension} ({a.symbol}) to {b.dimension} ({b.symbol})")
    return a, b


def convert(value: float, from_unit: str | Unit, to_unit: str | Unit) -> float:
    """*value* expressed in *from_unit*, converted to *to_unit*."""
    a, b = _pair(from_unit, to_unit)
    if a is b:
        return float(value)
    return b.from_base(a.to_base(value))


def convert_many(values: Iterable[float], from_unit: str | Unit, to_unit: str | Unit) -> list[float]:
    """Convert many values with one unit lookup (the map is reduced to ``v * scale + shift``)."""
    a, b = _pair(from_unit, to_unit)
    scale = a.factor / b.factor
    shift = (a.offset - b.offset) / b.factor
    return [v * scale + shift for v in values]


def normalize(quantities: Iterable[Quantity], unit: str) -> list[Quantity]:
    """The quantities, all expressed in *unit* (labels kept)."""
    items = quantities if isinstance(quantities, list) else list(quantities)
    symbol = get_unit(unit).symbol
    for q in items:
        q.value = convert(q.value, q.unit, symbol)
        q.unit = symbol
    return items


def sort_quantities(quantities: Iterable[Quantity], *, reverse: bool = False) -> list[Quantity]:
    """*quantities* ordered by magnitude (they must share a dimension)."""
    items = quantities if isinstance(quantities, list) else list(quantities)
    if not items:
        return items
    base = items[0].unit
    items.sort(key=lambda q: convert(q.value, q.unit, base), reverse=reverse)
    return items


def total(quantities: Iterable[Quantity], unit: str) -> Quantity:
    """The sum of *quantities* in *unit*.

    Temperatures cannot be added (20 °C + 20 °C is not 40 °C), so they raise IncompatibleUnits.
    """
    if get_unit(unit).dimension == "temperature":
        raise IncompatibleUnits("temperatures cannot be summed")
    return Quantity(sum(q.value for q in normalize(quantities, unit)), get_unit(unit).symbol)
