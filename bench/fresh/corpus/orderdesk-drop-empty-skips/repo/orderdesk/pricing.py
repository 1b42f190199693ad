"""Turning an order into a priced quote.

Each line is priced at its own ``unit_price`` if set, otherwise at the catalog's tier price for
the total quantity of that SKU in the order. Tax is computed per line at the product's rate and
rounded per line; a coupon's percentage applies to the subtotal before tax and the tax is
reduced proportionally (computed on the discounted line amounts).
"""

from __future__ import annotations

from dataclasses import dataclass

from .catalog import Catalog
from .money import percent_of
from .order import Order, merge_duplicate_lines


@dataclass(frozen=True)
class Coupon:
    code: str
    percent_off: int
    min_subtotal: int = 0  # cents


@dataclass(frozen=True)
class QuoteLine:
    sku: str
    quantity: int
    unit_price: int
    amount: int
    tax: int


@dataclass(frozen=True)
class Quote:
    lines: tuple[QuoteLine, ...]
    subtotal: int
    discount: int
    tax: int
    total: int
    coupon: str | None = None


def price_order(order: Order, catalog: Catalog, coupon: Coupon | None = None) -> Quote:
    """The :class:`Quote` for *order* (lines with quantity 0 are skipped)."""
    lines = [line for line in merge_duplicate_lines(order.lines) if line.quantity != 0]
    applies = False
    priced = []
    for line in lines:
        product = catalog.get(line.sku)
        unit = line.unit_price if line.unit_price is not None else catalog.unit_price(line.sku, max(order.quantity_of(line.sku), 1))
        priced.append((line, product, unit, unit * line.quantity))
    subtotal = sum(amount for *_, amount in priced)
    if coupon is not None and subtotal >= coupon.min_subtotal:
        applies = True
    quote_lines = []
    discount = tax = 0
    for line, product, unit, amount in priced:
        line_discount = percent_of(amount, coupon.percent_off) if applies else 0
        line_tax = percent_of(amount - line_discount, product.tax_rate)
        discount += line_discount
        tax += line_tax
        quote_lines.append(QuoteLine(line.sku, line.quantity, unit, amount, line_tax))
    return Quote(tuple(quote_lines), subtotal, discount, tax, subtotal - discount + tax, coupon.code if applies else None)
