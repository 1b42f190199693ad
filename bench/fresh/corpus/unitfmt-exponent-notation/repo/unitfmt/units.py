"""The unit registry.

Every unit is defined relative to the base unit of its dimension by an affine map:
``base = value * factor + offset``. Only temperatures use a non-zero offset (the base of
temperature is the kelvin).
"""

from __future__ import annotations

from dataclasses import dataclass

from .errors import UnknownUnit


@dataclass(frozen=True)
class Unit:
    symbol: str
    name: str
    dimension: str
    factor: float
    offset: float = 0.0

    def to_base(self, value: float) -> float:
        return value * self.factor + self.offset

    def from_base(self, value: float) -> float:
        return (value - self.offset) / self.factor


_UNITS = [
    # length (base: metre)
    Unit("m", "metre", "length", 1.0),
    Unit("km", "kilometre", "length", 1000.0),
    Unit("cm", "centimetre", "length", 0.01),
    Unit("mm", "millimetre", "length", 0.001),
    Unit("in", "inch", "length", 0.0254),
    Unit("ft", "foot", "length", 0.3048),
    Unit("mi", "mile", "length", 1609.344),
    # mass (base: kilogram)
    Unit("kg", "kilogram", "mass", 1.0),
    Unit("g", "gram", "mass", 0.001),
    Unit("lb", "pound", "mass", 0.45359237),
    Unit("oz", "ounce", "mass", 0.028349523125),
    # time (base: second)
    Unit("s", "second", "time", 1.0),
    Unit("min", "minute", "time", 60.0),
    Unit("h", "hour", "time", 3600.0),
    Unit("d", "day", "time", 86400.0),
    # temperature (base: kelvin)
    Unit("K", "kelvin", "temperature", 1.0),
    Unit("C", "degree Celsius", "temperature", 1.0, 273.15),
    Unit("F", "degree Fahrenheit", "temperature", 5 / 9, 273.15 - 32 * 5 / 9),
    # data (base: byte)
    Unit("B", "byte", "data", 1.0),
    Unit("kB", "kilobyte", "data", 1e3),
    Unit("MB", "megabyte", "data", 1e6),
    Unit("GB", "gigabyte", "data", 1e9),
    Unit("KiB", "kibibyte", "data", 1024.0),
    Unit("MiB", "mebibyte", "data", 1024.0**2),
    Unit("GiB", "gibibyte", "data", 1024.0**3),
]

REGISTRY: dict[str, Unit] = {u.symbol: u for u in _UNITS}
ALIASES = {"°C": "C", "°F": "F", "degC": "C", "degF": "F", "sec": "s", "hr": "h", "lbs": "lb", "meter": "m", "metre": "m"}


def get_unit(symbol: str | Unit) -> Unit:
    """The :class:`Unit` for *symbol* (aliases such as ``°C`` accepted)."""
    if isinstance(symbol, Unit):
        return symbol
    key = ALIASES.get(symbol, symbol)
    try:
        return REGISTRY[key]
    except KeyError:
        raise UnknownUnit(f"unknown unit: {symbol!r}") from None


def units_of(dimension: str) -> list[str]:
    """Symbols of every unit measuring *dimension*, in registry order."""
    return [u.symbol for u in _UNITS if u.dimension == dimension]
