"""Members and auctioneers."""

from dataclasses import dataclass

from .errors import AuctionError

ROLES = ("bidder", "auctioneer")


@dataclass(frozen=True)
class User:
    id: str
    role: str = "bidder"

    def __post_init__(self) -> None:
        if not self.id or not self.id.isalnum() or self.id != self.id.lower():
            raise AuctionError(f"bad user id {self.id!r}")
        if self.role not in ROLES:
            raise AuctionError(f"unknown role {self.role!r}")
