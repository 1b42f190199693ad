"""Invoice assembly, credit notes and plain-text rendering."""

from __future__ import annotations

from dataclasses import dataclass, replace
from decimal import Decimal

from .discounts import discount_amount, parse_code
from .items import LineItem, line_subtotal
from .money import allocate, format_amount
from .tax import tax_breakdown


@dataclass(frozen=True)
class Invoice:
    lines: tuple[LineItem, ...]
    subtotal_cents: int
    discount_code: str | None
    discount_cents: int
    tax_by_rate: dict[Decimal, int]
    tax_cents: int
    total_cents: int
    currency: str = "EUR"


def _assemble(lines: list[LineItem], discount_cents: int, code: str | None,
              currency: str) -> Invoice:
    if not lines:
        raise ValueError("an invoice needs at least one line")
    values = [line_subtotal(line) for line in lines]
    subtotal = sum(values)
    shares = allocate(discount_cents, values) if discount_cents else [0] * len(lines)
    nets = [(line.tax_rate, value - share) for line, value, share in zip(lines, values, shares)]
    tax_by_rate = tax_breakdown(nets)
    tax = sum(tax_by_rate.values())
    return Invoice(
        lines=tuple(lines),
        subtotal_cents=subtotal,
        discount_code=code,
        discount_cents=discount_cents,
        tax_by_rate=tax_by_rate,
        tax_cents=tax,
        total_cents=subtotal - discount_cents + tax,
        currency=currency,
    )


def build_invoice(items: list[LineItem], discount_code: str | None = None,
                  currency: str = "EUR") -> Invoice:
    """Price ``items``: subtotal, optional discount code, VAT per rate, total."""
    subtotal = sum(line_subtotal(item) for item in items)
    discount = 0
    code = None
    if discount_code:
        parsed = parse_code(discount_code)
        code = parsed.code
        discount = discount_amount(subtotal, parsed)
    return _assemble(list(items), discount, code, currency)


def credit_note(invoice: Invoice) -> Invoice:
    """Full refund of ``invoice``: every line negated, the discount reversed."""
    lines = [replace(line, quantity=-line.quantity) for line in invoice.lines]
    return _assemble(lines, -invoice.discount_cents, invoice.discount_code, invoice.currency)


def render_invoice(invoice: Invoice) -> str:
    """Plain-text rendering, one line per item followed by the totals."""
    def money(cents: int) -> str:
        return format_amount(cents, invoice.currency)

    out = []
    for line in invoice.lines:
        out.append(f"{line.quantity:>4} x {line.description or line.sku:<24}"
                   f"{money(line_subtotal(line)):>14}")
    out.append(f"{'Subtotal':<31}{money(invoice.subtotal_cents):>14}")
    if invoice.discount_cents:
        out.append(f"{'Discount ' + (invoice.discount_code or ''):<31}"
                   f"{money(-invoice.discount_cents):>14}")
    for rate, tax in invoice.tax_by_rate.items():
        out.append(f"{'VAT ' + format(rate.normalize(), 'f') + '%':<31}{money(tax):>14}")
    out.append(f"{'Total':<31}{money(invoice.total_cents):>14}")
    return "\n".join(out)
