"""Orders and order lines.

An :class:`Order` keeps its own copies of the lines it is given: the caller's
:class:`OrderLine` objects (often shared templates, cart rows or lines of another order) are
never modified. Lines for the same SKU at the same price are merged into one line, in the
position of the first.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Iterable

from .errors import InvalidQuantity


@dataclass
class OrderLine:
    sku: str
    quantity: int
    unit_price: int | None = None  # cents; None: price from the catalog
    note: str = ""

    def same_item(self, other: "OrderLine") -> bool:
        return self.sku == other.sku and self.unit_price == other.unit_price


def merge_duplicate_lines(lines: Iterable[OrderLine]) -> list[OrderLine]:
    """New lines where repeated items (same SKU and price) are combined into the first one."""
    out: list[OrderLine] = []
    for line in lines:
        for i, existing in enumerate(out):
            if existing.same_item(line):
                out[i] = dataclasses.replace(existing, quantity=existing.quantity + line.quantity)
                break
        else:
            out.append(dataclasses.replace(line))
    return out


class Order:
    """A customer's order: an ordered list of lines."""

    def __init__(self, ref: str, lines: Iterable[OrderLine] = ()) -> None:
        self.ref = ref
        self.lines: list[OrderLine] = []
        self.add_lines(lines)

    def add_line(self, line: OrderLine) -> OrderLine:
        """Add *line* (merged into an existing line for the same item); returns the order's line."""
        if line.quantity == 0:
            raise InvalidQuantity("a new line needs a non-zero quantity")
        for i, existing in enumerate(self.lines):
            if existing.same_item(line):
                self.lines[i] = dataclasses.replace(existing, quantity=existing.quantity + line.quantity)
                return self.lines[i]
        copy = dataclasses.replace(line)
        self.lines.append(copy)
        return copy

    def add_lines(self, lines: Iterable[OrderLine]) -> None:
        for line in lines:
            self.add_line(line)

    def set_quantity(self, sku: str, quantity: int) -> None:
        """Set the quantity of every line of *sku* (0 keeps the line until :meth:`drop_empty`)."""
        found = False
        for i, line in enumerate(self.lines):
            if line.sku == sku:
                self.lines[i] = dataclasses.replace(line, quantity=quantity)
                found = True
        if not found:
            raise KeyError(sku)

    def remove_sku(self, sku: str) -> int:
        """Remove every line of *sku*; returns how many lines were removed."""
        before = len(self.lines)
        self.lines[:] = [line for line in self.lines if line.sku != sku]
        return before - len(self.lines)

    def drop_empty(self) -> int:
        """Remove the lines whose quantity is 0; returns how many were removed."""
        before = len(self.lines)
        self.lines[:] = [line for line in self.lines if line.quantity != 0]
        return before - len(self.lines)

    def quantity_of(self, sku: str) -> int:
        return sum(line.quantity for line in self.lines if line.sku == sku)

    @property
    def skus(self) -> list[str]:
        """Distinct SKUs in line order."""
        return list(dict.fromkeys(line.sku for line in self.lines))

    def __len__(self) -> int:
        return len(self.lines)
