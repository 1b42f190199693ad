"""Wake-ups for threads that wait for free devices."""
from __future__ import annotations

import threading


class FreeSignal:
    """Waiters block until `ready()` holds, the signal is closed, or their timeout runs out."""

    def __init__(self):
        self._cond = threading.Condition()
        self._closed = False
        self._waiting = 0

    def wait(self, ready, timeout: float) -> bool:
        """True when ready() held; False on timeout or when closed."""
        with self._cond:
            self._waiting += 1
            try:
                ok = self._cond.wait_for(lambda: self._closed or ready(), timeout)
            finally:
                self._waiting -= 1
            return bool(ok) and not self._closed

    def freed(self) -> None:
        """Devices came free: every waiter checks again."""
        with self._cond:
            self._cond.notify_all()

    def close(self) -> None:
        """Shut down: every waiter returns False."""
        with self._cond:
            self._closed = True
            self._cond.notify_all()

    @property
    def waiting(self) -> int:
        """How many threads are blocked in wait() right now."""
        with self._cond:
            return self._waiting

    @property
    def closed(self) -> bool:
        return self._closed
