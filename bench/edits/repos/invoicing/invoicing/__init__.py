"""Small invoicing library: integer-cent money, discount codes, VAT and totals."""

from .discounts import Discount, InvalidDiscountCode, discount_amount, parse_code
from .invoice import Invoice, build_invoice, credit_note, render_invoice
from .items import LineItem, line_subtotal
from .money import allocate, format_amount, parse_amount, percent_of, round_cents
from .tax import tax_breakdown, tax_for

__version__ = "0.3.1"

__all__ = [
    "Discount",
    "InvalidDiscountCode",
    "Invoice",
    "LineItem",
    "allocate",
    "build_invoice",
    "credit_note",
    "discount_amount",
    "format_amount",
    "line_subtotal",
    "parse_amount",
    "parse_code",
    "percent_of",
    "render_invoice",
    "round_cents",
    "tax_breakdown",
    "tax_for",
]
