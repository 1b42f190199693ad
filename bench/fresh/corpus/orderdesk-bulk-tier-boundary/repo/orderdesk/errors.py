"""Exceptions raised by orderdesk."""


class OrderError(Exception):
    """Base class of orderdesk errors."""


class UnknownSku(OrderError, KeyError):
    """No product with that SKU exists."""


class InvalidQuantity(OrderError, ValueError):
    """A quantity is not a positive integer where one is required."""


class OutOfStock(OrderError):
    """Not enough unreserved stock for a reservation."""

    def __init__(self, sku: str, requested: int, available: int) -> None:
        super().__init__(f"{sku}: requested {requested}, only {available} available")
        self.sku = sku
        self.requested = requested
        self.available = available
