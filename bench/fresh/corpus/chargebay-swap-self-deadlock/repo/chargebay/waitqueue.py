"""A blocking queue of drivers waiting for a charger of a site. A freed charger is handed to a
driver who is waiting at that moment; chargers freed while nobody waits are not kept."""

import threading
import time

from .errors import Closed


class WaitQueue:
    def __init__(self):
        self._cond = threading.Condition()
        self._tokens: dict[str, int] = {}
        self._waiting: dict[str, int] = {}
        self._closed = False

    def wait(self, site: str, timeout: float) -> bool:
        """Block until a charger of `site` is handed to this caller (True) or `timeout` seconds
        pass (False). Raises Closed when the queue is closed while waiting."""
        deadline = time.monotonic() + timeout
        with self._cond:
            self._waiting[site] = self._waiting.get(site, 0) + 1
            try:
                while self._tokens.get(site, 0) == 0:
                    if self._closed:
                        raise Closed("the queue was closed")
                    remaining = deadline - time.monotonic()
                    if remaining <= 0:
                        return False
                    self._cond.wait(remaining)
                self._tokens[site] -= 1
                return True
            finally:
                self._waiting[site] -= 1

    def freed(self, site: str, count: int = 1) -> int:
        """`count` chargers of `site` were freed: hand them to waiting drivers. Returns how many
        were handed over."""
        with self._cond:
            give = min(count, self._waiting.get(site, 0) - self._tokens.get(site, 0))
            if give <= 0:
                return 0
            self._tokens[site] = self._tokens.get(site, 0) + give
            self._cond.notify_all()
            return give

    def waiting(self, site: str) -> int:
        with self._cond:
            return self._waiting.get(site, 0)

    def close(self) -> None:
        with self._cond:
            self._closed = True
            self._cond.notify_all()
