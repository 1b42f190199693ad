"""Blocking waits for being outbid."""

import threading
import time

from .errors import WaitTimeout


class OutbidWatch:
    def __init__(self):
        self._cond = threading.Condition()
        self._high: dict[str, object] = {}
        self._closed: set[str] = set()
        self._waiting = 0

    def bid_placed(self, bid) -> None:
        with self._cond:
            current = self._high.get(bid.lot_id)
            if current is None or bid.seq > current.seq:
                self._high[bid.lot_id] = bid
            self._cond.notify()

    def closed(self, lot_id: str) -> None:
        with self._cond:
            self._closed.add(lot_id)
            self._cond.notify()

    def waiting(self) -> int:
        """How many threads are blocked in wait_outbid."""
        with self._cond:
            return self._waiting

    def wait_outbid(self, lot_id: str, bidder: str, timeout: float):
        """Block until someone other than `bidder` holds the highest bid of the lot (return
        that bid) or the lot closes (return None). Raise WaitTimeout after `timeout` seconds."""
        deadline = time.monotonic() + timeout
        with self._cond:
            self._waiting += 1
            try:
                while True:
                    high = self._high.get(lot_id)
                    if high is not None and high.bidder != bidder:
                        return high
                    if lot_id in self._closed:
                        return None
                    remaining = deadline - time.monotonic()
                    if remaining <= 0:
                        raise WaitTimeout(f"{bidder} was not outbid on {lot_id}")
                    self._cond.wait(remaining)
            finally:
                self._waiting -= 1
