"""Products and quantity price tiers.

A product's base price applies to any quantity; a :class:`PriceTier` ``(min_qty, unit_price)``
applies from *min_qty* units on ("10 or more: 8.50 each"). The tier with the largest *min_qty*
not above the ordered quantity wins.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .errors import InvalidQuantity, UnknownSku


@dataclass(frozen=True)
class PriceTier:
    min_qty: int
    unit_price: int  # cents


@dataclass(frozen=True)
class Product:
    sku: str
    name: str
    unit_price: int  # cents
    tax_rate: int = 20  # percent
    tiers: tuple[PriceTier, ...] = field(default_factory=tuple)


class Catalog:
    """The products on sale, by SKU."""

    def __init__(self, products: list[Product] | None = None) -> None:
        self._products: dict[str, Product] = {}
        for p in products or []:
            self.add(p)

    def add(self, product: Product) -> None:
        if product.unit_price < 0 or any(t.min_qty < 2 or t.unit_price < 0 for t in product.tiers):
            raise ValueError(f"{product.sku}: invalid price or tier")
        tiers = tuple(sorted(product.tiers, key=lambda t: t.min_qty))
        self._products[product.sku] = Product(product.sku, product.name, product.unit_price, product.tax_rate, tiers)

    def get(self, sku: str) -> Product:
        try:
            return self._products[sku]
        except KeyError:
            raise UnknownSku(sku) from None

    def __contains__(self, sku: str) -> bool:
        return sku in self._products

    def _tier_for(self, product: Product, quantity: int) -> PriceTier | None:
        best = None
        for tier in product.tiers:
            if quantity > tier.min_qty:
                best = tier
        return best

    def unit_price(self, sku: str, quantity: int = 1) -> int:
        """The unit price of *sku* when *quantity* units are bought together."""
        if quantity < 1:
            raise InvalidQuantity(f"quantity must be at least 1, got {quantity}")
        product = self.get(sku)
        tier = self._tier_for(product, quantity)
        return tier.unit_price if tier else product.unit_price

    def next_break(self, sku: str, quantity: int) -> tuple[int, int] | None:
        """``(extra_units, unit_price)`` of the next cheaper tier above *quantity*, or None.

        Used for "buy 3 more and pay 8.50 each" hints in the cart.
        """
        for tier in self.get(sku).tiers:
            if quantity <= tier.min_qty:
                return tier.min_qty - quantity, tier.unit_price
        return None
