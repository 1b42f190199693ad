"""A bounded pool of reusable connections.

``checkout()`` hands out an idle connection (oldest returned first, so every pooled connection
stays warm), opens a new one while fewer than ``max_size`` exist, and otherwise blocks until
another thread returns one, the timeout elapses (:class:`PoolTimeout`) or the pool is closed
(:class:`PoolClosed`). Waiting threads sleep on a condition variable tied to the pool lock and
are woken by ``checkin``, ``discard`` and ``close``.
"""

from __future__ import annotations

import threading
import time
from collections import deque
from contextlib import contextmanager
from typing import Any, Callable, Iterator

from .errors import PoolClosed, PoolTimeout


class ConnectionPool:
    """Pool of at most *max_size* connections made by *factory()*.

    *validate(conn)*, if given, is called on an idle connection before it is handed out again;
    a connection that fails validation is closed with *close(conn)* and replaced.
    """

    def __init__(
        self,
        factory: Callable[[], Any],
        max_size: int = 4,
        *,
        validate: Callable[[Any], bool] | None = None,
        close: Callable[[Any], None] | None = None,
    ) -> None:
        if max_size < 1:
            raise ValueError("max_size must be at least 1")
        self._factory = factory
        self._max_size = max_size
        self._validate = validate
        self._close = close
        self._lock = threading.Lock()
        self._available = threading.Condition(self._lock)
        self._idle: deque = deque()
        self._created = 0
        self._in_use = 0
        self._waiting = 0
        self._closed = False

    @property
    def max_size(self) -> int:
        return self._max_size

    @property
    def closed(self) -> bool:
        return self._closed

    # -- helpers; the caller holds the lock ----------------------------------------------------

    def _close_locked(self, conn: Any) -> None:
        self._created -= 1
        if self._close is not None:
            self._close(conn)

    def _take_locked(self) -> Any | None:
        while self._idle:
            conn = self._idle.popleft()
            if self._validate is None or self._validate(conn):
                return conn
            self._close_locked(conn)
        if self._created < self._max_size:
            self._created += 1
            try:
                return self._factory()
            except BaseException:
                self._created -= 1
                raise
        return None

    # -- public API ----------------------------------------------------------------------------

    def checkout(self, timeout: float | None = None) -> Any:
        """A connection for the caller's exclusive use; return it with :meth:`checkin`.

        Blocks while the pool is exhausted: forever when *timeout* is ``None``, otherwise for at
        most *timeout* seconds before raising :class:`PoolTimeout`.
        """
        deadline = None if timeout is None else time.monotonic() + timeout
        with self._available:
            while True:
                if self._closed:
                    raise PoolClosed("the pool is closed")
                conn = self._take_locked()
                if conn is not None:
                    self._in_use += 1
                    return conn
                remaining = None
                if deadline is not None:
                    remaining = deadline - time.monotonic()
                    if remaining <= 0:
                        raise PoolTimeout(f"no connection became available within {timeout}s")
                self._waiting += 1
                try:
                    self._available.wait(remaining)
                finally:
                    self._waiting -= 1

    def checkin(self, conn: Any) -> None:
        """Return *conn* to the pool (it is closed instead if the pool was closed meanwhile)."""
        with self._available:
            self._in_use -= 1
            if self._closed:
                self._close_locked(conn)
                return
            self._idle.append(conn)
            self._available.notify()

    def discard(self, conn: Any) -> None:
        """Give back a broken connection: it is closed and its slot freed for a new one."""
        with self._available:
            self._in_use -= 1
            self._close_locked(conn)
            self._available.notify()

    @contextmanager
    def connection(self, timeout: float | None = None) -> Iterator[Any]:
        """``with pool.connection() as conn:`` - checkout, then checkin (discard on error)."""
        conn = self.checkout(timeout)
        try:
            yield conn
        except Exception:
            self.discard(conn)
            raise
        else:
            self.checkin(conn)

    def close(self) -> None:
        """Close idle connections, refuse new checkouts and wake every waiting thread."""
        with self._available:
            self._closed = True
            while self._idle:
                self._close_locked(self._idle.popleft())
            self._available.notify_all()

    def stats(self) -> dict[str, int]:
        """Sizes for monitoring: ``max_size``, ``created``, ``idle``, ``in_use``, ``waiting``."""
        with self._lock:
            return {
                "max_size": self._max_size,
                "created": self._created,
                "idle": len(self._idle),
                "in_use": self._in_use,
                "waiting": self._waiting,
            }

    def __enter__(self) -> "ConnectionPool":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
