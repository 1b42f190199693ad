"""The bid book of one lot. Safe for concurrent use."""

import threading

from .errors import BidRejected, LotClosed
from .lots import Bid


class BidBook:
    def __init__(self, lot, clock):
        self.lot = lot
        self._clock = clock
        self._lock = threading.Lock()
        self._bids: list[Bid] = []
        self._open = True

    def high(self) -> Bid | None:
        with self._lock:
            return self._bids[-1] if self._bids else None

    def history(self) -> list[Bid]:
        with self._lock:
            return list(self._bids)

    @property
    def is_open(self) -> bool:
        with self._lock:
            return self._open

    def place(self, bidder: str, amount: int) -> Bid:
        with self._lock:
            if not self._open:
                raise LotClosed(f"lot {self.lot.id} is closed")
            high = self._bids[-1] if self._bids else None
            minimum = self.lot.minimum_next(high.amount if high else None)
            if amount < minimum:
                raise BidRejected(f"bid {amount} below the minimum of {minimum}")
            bid = Bid(self.lot.id, bidder, amount, self._clock.now(), len(self._bids) + 1)
            self._bids.append(bid)
        return bid

    def place_proxy(self, bidder: str, maximum: int) -> Bid:
        """Bid the lowest acceptable amount now, if it is within `maximum`."""
        with self._lock:
            if not self._open:
                raise LotClosed(f"lot {self.lot.id} is closed")
            high = self._bids[-1] if self._bids else None
            if high is not None and high.bidder == bidder:
                raise BidRejected(f"{bidder} already holds the highest bid")
            amount = self.lot.minimum_next(high.amount if high else None)
            if amount > maximum:
                raise BidRejected(f"the next bid {amount} is above the maximum of {maximum}")
            bid = Bid(self.lot.id, bidder, amount, self._clock.now(), len(self._bids) + 1)
            self._bids.append(bid)
        return bid

    def close(self) -> Bid | None:
        """Stop taking bids; return the winning bid, if any. Closing twice raises LotClosed."""
        with self._lock:
            if not self._open:
                raise LotClosed(f"lot {self.lot.id} is closed")
            self._open = False
            return self._bids[-1] if self._bids else None
