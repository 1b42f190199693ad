"""orderdesk: the order side of a small web shop.

Amounts are integer cents throughout. A :class:`Catalog` knows products and their quantity price
tiers, an :class:`Order` holds :class:`OrderLine` objects, :func:`price_order` turns an order into
a :class:`Quote`, and an :class:`Inventory` reserves stock for orders (:func:`allocate`).
"""

from .catalog import Catalog, PriceTier, Product
from .errors import InvalidQuantity, OrderError, OutOfStock, UnknownSku
from .fulfil import allocate, can_fulfil, release_all
from .inventory import Inventory, Reservation
from .money import format_cents, parse_amount, percent_of
from .order import Order, OrderLine, merge_duplicate_lines
from .pricing import Coupon, Quote, QuoteLine, price_order

__all__ = [
    "Catalog",
    "Coupon",
    "InvalidQuantity",
    "Inventory",
    "Order",
    "OrderError",
    "OrderLine",
    "OutOfStock",
    "PriceTier",
    "Product",
    "Quote",
    "QuoteLine",
    "Reservation",
    "UnknownSku",
    "allocate",
    "can_fulfil",
    "format_cents",
    "merge_duplicate_lines",
    "parse_amount",
    "percent_of",
    "price_order",
    "release_all",
]
