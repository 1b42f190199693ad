"""A small synchronous event bus. Listeners run in the thread that emits the event; an exception
in a listener is recorded in ``errors`` and never reaches the emitter."""

from __future__ import annotations

import threading
from collections import defaultdict


class EventBus:
    def __init__(self):
        self._listeners: dict[str, list] = defaultdict(list)
        self._lock = threading.Lock()
        self.errors: list[tuple[str, BaseException]] = []

    def on(self, event: str, callback=None):
        """Register ``callback(event, **payload)`` for *event* (``"*"`` for every event).
        Usable as a decorator: ``@bus.on("failed")``."""
        if callback is None:
            return lambda cb: self.on(event, cb)
        with self._lock:
            self._listeners[event].append(callback)
        return callback

    def off(self, event: str, callback) -> None:
        with self._lock:
            if callback in self._listeners[event]:
                self._listeners[event].remove(callback)

    def emit(self, event: str, **payload) -> None:
        with self._lock:
            listeners = list(self._listeners[event]) + list(self._listeners["*"])
        for callback in listeners:
            try:
                callback(event, **payload)
            except Exception as exc:  # a broken listener must not break the queue
                self.errors.append((event, exc))
