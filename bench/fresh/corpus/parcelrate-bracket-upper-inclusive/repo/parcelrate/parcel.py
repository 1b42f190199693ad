"""Parcels: size and weight limits, dimensional weight."""

from __future__ import annotations

import math
from dataclasses import dataclass

from .errors import ParcelError

MAX_WEIGHT_KG = 30.0
MAX_LENGTH_CM = 150.0
MAX_GIRTH_CM = 300.0
DIM_DIVISOR = 5000.0

KG_PER_LB = 0.45359237
CM_PER_IN = 2.54


@dataclass(frozen=True)
class Parcel:
    weight_kg: float
    length_cm: float
    width_cm: float
    height_cm: float

    def __post_init__(self) -> None:
        for name in ("weight_kg", "length_cm", "width_cm", "height_cm"):
            value = getattr(self, name)
            if not isinstance(value, (int, float)) or isinstance(value, bool):
                raise ParcelError(f"{name} must be a number, got {value!r}")
            if value <= 0:
                raise ParcelError(f"{name} must be positive, got {value}")
        check_limits(self)

    @property
    def sides(self) -> tuple[float, float, float]:
        """The three sides, longest first."""
        return tuple(sorted((self.length_cm, self.width_cm, self.height_cm), reverse=True))

    @property
    def longest_side(self) -> float:
        return self.sides[0]

    @property
    def girth(self) -> float:
        a, b, c = self.sides
        return a + 2 * (b + c)

    @property
    def volume_cm3(self) -> float:
        return self.length_cm * self.width_cm * self.height_cm


def check_limits(parcel: Parcel) -> None:
    """The courier's limits; each maximum itself is allowed."""
    if parcel.weight_kg > MAX_WEIGHT_KG:
        raise ParcelError(f"{parcel.weight_kg} kg is over the {MAX_WEIGHT_KG:g} kg limit")
    if parcel.longest_side > MAX_LENGTH_CM:
        raise ParcelError(f"{parcel.longest_side} cm is over the {MAX_LENGTH_CM:g} cm length limit")
    if parcel.girth > MAX_GIRTH_CM:
        raise ParcelError(f"girth {parcel.girth} cm is over the {MAX_GIRTH_CM:g} cm limit")


def from_imperial(weight_lb: float, length_in: float, width_in: float, height_in: float) -> Parcel:
    """A parcel measured in pounds and inches (converted, rounded to 0.001)."""
    return Parcel(
        round(weight_lb * KG_PER_LB, 3),
        round(length_in * CM_PER_IN, 3),
        round(width_in * CM_PER_IN, 3),
        round(height_in * CM_PER_IN, 3),
    )


def round_up(value: float, step: float) -> float:
    """Round ``value`` up to a multiple of ``step`` (values already on a step stay)."""
    steps = math.ceil(round(value / step, 9))
    return round(steps * step, 6)


def dimensional_weight(parcel: Parcel, divisor: float = DIM_DIVISOR) -> float:
    """Volume / divisor, rounded up to the next 0.5 kg."""
    return round_up(parcel.volume_cm3 / divisor, 0.5)


def billable_weight(parcel: Parcel, divisor: float = DIM_DIVISOR) -> float:
    """The larger of the actual weight (rounded up to 0.1 kg) and the dimensional weight."""
    return max(round_up(parcel.weight_kg, 0.1), dimensional_weight(parcel, divisor))
