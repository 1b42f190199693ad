"""Invoice line items."""

from __future__ import annotations

from dataclasses import dataclass, field
from decimal import Decimal

from .money import parse_amount

DEFAULT_TAX_RATE = Decimal("20")


@dataclass(frozen=True)
class LineItem:
    """One invoice line. ``quantity`` may be negative for a returned item."""

    sku: str
    description: str
    unit_price_cents: int
    quantity: int = 1
    tax_rate: Decimal = field(default=DEFAULT_TAX_RATE)

    def __post_init__(self) -> None:
        if not self.sku:
            raise ValueError("a line item needs a SKU")
        if self.unit_price_cents < 0:
            raise ValueError("unit price cannot be negative; use a negative quantity")
        if self.quantity == 0:
            raise ValueError("quantity cannot be zero")
        # accept "5.5" or 20 as well as Decimal("5.5")
        object.__setattr__(self, "tax_rate", Decimal(self.tax_rate))


def line_subtotal(item: LineItem) -> int:
    """Value of the line before discount and tax, in cents."""
    return item.unit_price_cents * item.quantity


def item_from_dict(data: dict) -> LineItem:
    """Build a line from loosely typed data, e.g. a row of a CSV export."""
    price = data["price"]
    cents = parse_amount(price) if isinstance(price, str) else int(price)
    return LineItem(
        sku=str(data["sku"]),
        description=str(data.get("description", "")),
        unit_price_cents=cents,
        quantity=int(data.get("quantity", 1)),
        tax_rate=Decimal(str(data.get("tax_rate", DEFAULT_TAX_RATE))),
    )
