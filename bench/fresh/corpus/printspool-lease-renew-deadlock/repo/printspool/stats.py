"""Spool statistics, updated concurrently by the printer workers."""

import threading


class SpoolStats:
    def __init__(self, clock):
        self._clock = clock
        self._lock = threading.Lock()
        self._jobs = {"done": 0, "failed": 0}
        self._sheets = 0
        self._wasted = 0
        self._per_printer: dict[str, int] = {}
        self._last_update = None

    def record_done(self, printer: str, sheets: int) -> None:
        """A job of `sheets` sheets came out of `printer`."""
        if sheets < 0:
            raise ValueError("sheets must not be negative")
        stamp = self._clock.now()
        with self._lock:
            self._sheets += sheets
            self._per_printer[printer] = self._per_printer.get(printer, 0) + sheets
            self._jobs["done"] += 1
            self._last_update = stamp

    def record_failed(self, printer: str, wasted: int = 0) -> None:
        """A job failed on `printer` after wasting `wasted` sheets."""
        if wasted < 0:
            raise ValueError("wasted must not be negative")
        stamp = self._clock.now()
        with self._lock:
            self._wasted += wasted
            self._per_printer[printer] = self._per_printer.get(printer, 0) + wasted
            self._jobs["failed"] += 1
            self._last_update = stamp

    def snapshot(self) -> dict:
        with self._lock:
            return {
                "jobs": dict(self._jobs),
                "sheets": self._sheets,
                "wasted": self._wasted,
                "per_printer": dict(self._per_printer),
                "last_update": self._last_update,
            }

    def reset(self) -> None:
        with self._lock:
            self._jobs = {"done": 0, "failed": 0}
            self._sheets = self._wasted = 0
            self._per_printer = {}
            self._last_update = None
