"""Weights are kept in whole grams; kg, lb and oz are accepted on input."""

from .errors import ValidationError

GRAMS_PER_LB = 453.59237
GRAMS_PER_OZ = 28.349523125


def kg_to_grams(kg: float) -> int:
    return round(kg * 1000)


def lb_to_grams(lb: float) -> int:
    return round(lb * GRAMS_PER_LB)


def oz_to_grams(oz: float) -> int:
    return round(oz * GRAMS_PER_OZ)


CONVERTERS = {"kg": kg_to_grams, "lb": lb_to_grams, "oz": oz_to_grams}


def to_grams(value: float, unit: str = "kg") -> int:
    """A positive weight in `unit` as whole grams."""
    if unit not in CONVERTERS:
        raise ValidationError(f"unknown weight unit {unit!r}")
    if value <= 0:
        raise ValidationError("weight must be positive")
    return CONVERTERS[unit](value)


def grams_to_kg(grams: int) -> float:
    return grams / 1000


def format_weight(grams: int) -> str:
    """`4.80 kg` from 4800 g; under a kilogram as grams (`850 g`)."""
    if grams < 1000:
        return f"{grams} g"
    return f"{grams / 1000:.2f} kg"


def change_percent(before: int, after: int) -> float:
    """Weight change in percent of the earlier weight, one decimal."""
    return round((after - before) * 100 / before, 1)
