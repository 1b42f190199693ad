class StockError(ValueError):
    """Not enough stock, an unknown bin or SKU, a bad quantity."""


class Forbidden(PermissionError):
    """The user may not do this at this site."""


class Closed(RuntimeError):
    """The restock board was closed while waiting."""
