"""VAT."""

from __future__ import annotations

from decimal import Decimal

from .money import percent_of


def tax_for(net_cents: int, rate: Decimal | str | int) -> int:
    """VAT due on ``net_cents`` at ``rate`` percent."""
    return percent_of(net_cents, rate)


def tax_breakdown(nets: list[tuple[Decimal, int]]) -> dict[Decimal, int]:
    """VAT per rate for ``(rate, net_cents)`` pairs.

    Nets are summed per rate first and the tax is computed once per rate,
    as required on an EU invoice (not rounded line by line).
    """
    per_rate: dict[Decimal, int] = {}
    for rate, net in nets:
        key = Decimal(rate)
        per_rate[key] = per_rate.get(key, 0) + net
    return {rate: tax_for(net, rate) for rate, net in sorted(per_rate.items())}
