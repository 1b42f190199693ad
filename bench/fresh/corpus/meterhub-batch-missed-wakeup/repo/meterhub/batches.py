"""A blocking queue of readings between the ingest threads and the uploader."""

import threading
import time
from collections import deque

from .errors import Closed


class BatchQueue:
    def __init__(self):
        self._cond = threading.Condition()
        self._items: deque = deque()
        self._closed = False
        self.waiters = 0

    def __len__(self) -> int:
        with self._cond:
            return len(self._items)

    def put(self, item) -> None:
        with self._cond:
            if self._closed:
                raise Closed("queue closed")
            self._items.append(item)

    def put_many(self, items) -> None:
        with self._cond:
            if self._closed:
                raise Closed("queue closed")
            self._items.extend(items)

    def take(self, n: int, timeout: float) -> list:
        """Wait until `n` items are queued and return them, oldest first. When `timeout`
        seconds pass first, or the queue is closed, return what is there (maybe nothing)."""
        if n < 1:
            raise ValueError("n must be at least 1")
        deadline = time.monotonic() + timeout
        with self._cond:
            while len(self._items) < n and not self._closed:
                remaining = deadline - time.monotonic()
                if remaining <= 0:
                    break
                self.waiters += 1
                try:
                    self._cond.wait(remaining)
                finally:
                    self.waiters -= 1
            return [self._items.popleft() for _ in range(min(n, len(self._items)))]

    def close(self) -> None:
        with self._cond:
            self._closed = True
            self._cond.notify_all()
