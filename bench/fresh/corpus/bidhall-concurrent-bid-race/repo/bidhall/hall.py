"""The auction hall."""

import threading

from .book import BidBook
from .errors import LotClosed, NotFound, PermissionDenied
from .ledger import Ledger
from .lots import Bid, Lot, Result
from .rules import may_bid, may_close, may_open
from .watch import OutbidWatch


class AuctionHall:
    def __init__(self, clock, users=()):
        self._clock = clock
        self._users = {u.id: u for u in users}
        # re-entrant: sale listeners run while the hall lock is held and may call back in
        self._lock = threading.RLock()
        self._lots: dict[str, Lot] = {}
        self._books: dict[str, BidBook] = {}
        self._results: dict[str, Result] = {}
        self._listeners: list = []
        self._seq = 0
        self.watch = OutbidWatch()
        self.ledger = Ledger(clock)

    def user(self, user_id: str):
        try:
            return self._users[user_id]
        except KeyError:
            raise NotFound(f"no user {user_id!r}") from None

    def lot(self, lot_id: str) -> Lot:
        with self._lock:
            try:
                return self._lots[lot_id]
            except KeyError:
                raise NotFound(f"no lot {lot_id!r}") from None

    def book(self, lot_id: str) -> BidBook:
        self.lot(lot_id)
        return self._books[lot_id]

    def open_lot(self, seller, title: str, start_price: int, increment: int = 1, reserve: int = 0,
                 duration: float | None = None) -> Lot:
        if not may_open(seller):
            raise PermissionDenied(f"{seller.id} may not sell")
        closes_at = None if duration is None else self._clock.now() + duration
        with self._lock:
            self._seq += 1
            lot = Lot(f"L{self._seq}", seller.id, title, start_price, increment, reserve, closes_at)
            self._lots[lot.id] = lot
            self._books[lot.id] = BidBook(lot, self._clock)
        return lot

    def bid(self, user, lot_id: str, amount: int) -> Bid:
        lot = self.lot(lot_id)
        if not may_bid(user, lot):
            raise PermissionDenied(f"{user.id} may not bid on {lot_id}")
        bid = self._books[lot_id].place(user.id, amount)
        self.watch.bid_placed(bid)
        return bid

    def auto_bid(self, user, lot_id: str, maximum: int) -> Bid:
        """Bid the lowest acceptable amount, up to `maximum`."""
        lot = self.lot(lot_id)
        if user.role != "bidder" or user.id == lot.seller_id:
            raise PermissionDenied(f"{user.id} may not bid on {lot_id}")
        bid = self._books[lot_id].place_proxy(user.id, maximum)
        self.watch.bid_placed(bid)
        return bid

    def on_sold(self, listener) -> None:
        """Call `listener(result)` for every lot closed from now on."""
        with self._lock:
            self._listeners.append(listener)

    def close(self, user, lot_id: str) -> Result:
        lot = self.lot(lot_id)
        if not may_close(user, lot):
            raise PermissionDenied(f"{user.id} may not close {lot_id}")
        with self._lock:
            result = self._close_locked(lot)
        self.watch.closed(lot_id)
        return result

    def close_due(self) -> list[Result]:
        """Close every lot whose closing time has come (the auctioneer's timer)."""
        now = self._clock.now()
        closed = []
        with self._lock:
            for lot in sorted(self._lots.values(), key=lambda l: int(l.id[1:])):
                if lot.closes_at is not None and lot.closes_at <= now and lot.id not in self._results:
                    closed.append(self._close_locked(lot))
        for result in closed:
            self.watch.closed(result.lot_id)
        return closed

    def _close_locked(self, lot: Lot) -> Result:
        if lot.id in self._results:
            raise LotClosed(f"lot {lot.id} is closed")
        high = self._books[lot.id].close()
        if high is None or high.amount < lot.reserve:
            result = Result(lot.id, None, 0)
        else:
            self.ledger.record_sale(lot.id, lot.seller_id, high.bidder, high.amount)
            result = Result(lot.id, high.bidder, high.amount)
        self._results[lot.id] = result
        for listener in list(self._listeners):
            listener(result)
        return result

    def result(self, lot_id: str) -> Result | None:
        with self._lock:
            return self._results.get(lot_id)

    def open_lots(self) -> list[str]:
        with self._lock:
            return [lot_id for lot_id in self._lots if lot_id not in self._results]

    def standings(self, lot_id: str) -> dict:
        book = self.book(lot_id)
        high = book.high()
        return {
            "lot": lot_id,
            "open": book.is_open,
            "high": None if high is None else (high.bidder, high.amount),
            "bids": len(book.history()),
        }

    def lots_of(self, seller_id: str) -> list[Lot]:
        with self._lock:
            return [lot for lot in self._lots.values() if lot.seller_id == seller_id]

    def bids_by(self, user_id: str) -> list[Bid]:
        """Every bid of one member on any lot, in the order of the lots, then of the bids."""
        with self._lock:
            books = list(self._books.values())
        return [bid for book in books for bid in book.history() if bid.bidder == user_id]
