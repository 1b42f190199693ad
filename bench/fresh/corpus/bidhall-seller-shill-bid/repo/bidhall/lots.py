"""Lots, bids and results."""

from dataclasses import dataclass

from .errors import AuctionError


@dataclass(frozen=True)
class Lot:
    id: str
    seller_id: str
    title: str
    start_price: int
    increment: int = 1
    reserve: int = 0
    closes_at: float | None = None

    def __post_init__(self) -> None:
        if self.start_price < 1 or self.increment < 1 or self.reserve < 0:
            raise AuctionError(f"bad prices for lot {self.id}")

    def minimum_next(self, high_amount: int | None) -> int:
        """The lowest acceptable next bid."""
        return self.start_price if high_amount is None else high_amount + self.increment


@dataclass(frozen=True)
class Bid:
    lot_id: str
    bidder: str
    amount: int
    at: float
    seq: int


@dataclass(frozen=True)
class Result:
    lot_id: str
    winner: str | None   # None: unsold
    amount: int

    @property
    def sold(self) -> bool:
        return self.winner is not None
