"""Quotes: postage plus surcharges, line by line."""

from __future__ import annotations

import math
from dataclasses import dataclass

from .errors import ParcelError
from .parcel import Parcel, billable_weight
from .rates import RateTable
from .zones import is_remote, zone_for

INSURANCE_RATE = 0.015
SIGNATURE_FEE = 150
REMOTE_SURCHARGE = 450


@dataclass(frozen=True)
class QuoteLine:
    label: str
    pence: int


@dataclass(frozen=True)
class Quote:
    zone: int
    billable_kg: float
    lines: tuple[QuoteLine, ...]

    @property
    def total(self) -> int:
        return sum(line.pence for line in self.lines)

    def line(self, label: str) -> QuoteLine | None:
        for line in self.lines:
            if line.label == label:
                return line
        return None

    def format(self) -> str:
        rows = [f"{line.label:<16}{line.pence / 100:>8.2f}" for line in self.lines]
        rows.append(f"{'total':<16}{self.total / 100:>8.2f}")
        return "\n".join(rows)


def insurance_fee(declared_value: int | None) -> int:
    """1.5% of the declared value in pence, rounded up; no declared value (or 0) means no cover."""
    if declared_value is None or declared_value == 0:
        return 0
    if declared_value < 0:
        raise ParcelError(f"declared value cannot be negative, got {declared_value}")
    return math.ceil(declared_value * INSURANCE_RATE)


def quote(
    parcel: Parcel,
    origin: str,
    dest: str,
    *,
    table: RateTable | None = None,
    fuel_percent: float = 8.0,
    signature: bool = False,
    declared_value: int | None = None,
) -> Quote:
    table = table or RateTable()
    zone = zone_for(origin, dest)
    weight = billable_weight(parcel)
    postage = table.price(weight, zone)
    lines = [QuoteLine("postage", postage)]
    if fuel_percent:
        lines.append(QuoteLine("fuel surcharge", math.ceil(postage * fuel_percent / 100)))
    if is_remote(dest):
        lines.append(QuoteLine("remote area", REMOTE_SURCHARGE))
    if signature:
        lines.append(QuoteLine("signature", SIGNATURE_FEE))
    fee = insurance_fee(declared_value)
    if fee:
        lines.append(QuoteLine("insurance", fee))
    return Quote(zone, weight, tuple(lines))
