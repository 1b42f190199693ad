"""Reserving the stock of a whole order, all or nothing."""

from __future__ import annotations

from .errors import OutOfStock
from .inventory import Inventory, Reservation
from .order import Order


def can_fulfil(order: Order, inventory: Inventory) -> bool:
    """Whether every SKU of *order* has enough unreserved stock right now (a hint only: another
    thread may reserve in between; :func:`allocate` is the real check).
    """
    for sku in order.skus:
        wanted = order.quantity_of(sku)
        if wanted > 0 and wanted > inventory.available(sku):
            return False
    return True


def allocate(order: Order, inventory: Inventory) -> list[Reservation]:
    """Reserve every SKU of *order*; if any is out of stock, release what was taken and re-raise."""
    taken: list[Reservation] = []
    try:
        for sku in order.skus:
            wanted = order.quantity_of(sku)
            if wanted > 0:
                taken.append(inventory.reserve(sku, wanted, ref=order.ref))
    except OutOfStock:
        release_all(taken, inventory)
        raise
    return taken


def release_all(reservations: list[Reservation], inventory: Inventory) -> int:
    """Release *reservations*; returns how many were still active."""
    return sum(1 for r in reservations if inventory.release(r))
