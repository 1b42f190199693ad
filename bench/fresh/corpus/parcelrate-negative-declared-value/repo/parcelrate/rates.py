"""Weight brackets and zone multipliers."""

from __future__ import annotations

from typing import Mapping, Sequence

from .errors import RateError

# (upper limit in kg, price in pence); a bracket covers weights up to and including its limit.
DEFAULT_BRACKETS: tuple[tuple[float, int], ...] = (
    (0.5, 395),
    (1.0, 450),
    (2.0, 620),
    (5.0, 890),
    (10.0, 1350),
    (20.0, 2100),
    (30.0, 2900),
)

ZONE_MULTIPLIERS: dict[int, float] = {1: 1.0, 2: 1.25, 3: 1.6, 4: 2.1}


class RateTable:
    def __init__(
        self,
        brackets: Sequence[tuple[float, int]] = DEFAULT_BRACKETS,
        zone_multipliers: Mapping[int, float] = ZONE_MULTIPLIERS,
    ) -> None:
        brackets = tuple((float(limit), int(price)) for limit, price in brackets)
        if not brackets:
            raise RateError("a rate table needs at least one bracket")
        limits = [limit for limit, _ in brackets]
        if limits != sorted(limits) or len(set(limits)) != len(limits):
            raise RateError("bracket limits must be strictly increasing")
        self.brackets = brackets
        self.zone_multipliers = dict(zone_multipliers)

    @property
    def max_weight(self) -> float:
        return self.brackets[-1][0]

    def base_price(self, weight_kg: float) -> int:
        """Zone-1 price in pence of the first bracket whose limit is at least ``weight_kg``."""
        if weight_kg <= 0:
            raise RateError(f"weight must be positive, got {weight_kg}")
        for limit, price in self.brackets:
            if weight_kg <= limit:
                return price
        raise RateError(f"no bracket for {weight_kg} kg (the table stops at {self.max_weight:g} kg)")

    def headroom(self, weight_kg: float) -> float:
        """How many more kg fit before the price goes up (0.0 on a bracket limit)."""
        if weight_kg <= 0:
            raise RateError(f"weight must be positive, got {weight_kg}")
        for limit, _ in self.brackets:
            if weight_kg <= limit:
                return round(limit - weight_kg, 3)
        raise RateError(f"no bracket for {weight_kg} kg")

    def price(self, weight_kg: float, zone: int) -> int:
        """Price in pence for ``zone`` (half pence round up)."""
        try:
            multiplier = self.zone_multipliers[zone]
        except KeyError:
            raise RateError(f"unknown zone {zone!r}") from None
        return int(self.base_price(weight_kg) * multiplier + 0.5)

    def describe(self) -> list[str]:
        lines = []
        for limit, price in self.brackets:
            lines.append(f"up to {limit:g} kg: {price / 100:.2f}")
        return lines
