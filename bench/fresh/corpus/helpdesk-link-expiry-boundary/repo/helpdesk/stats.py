"""Desk statistics, updated concurrently by every worker thread.

Each update is a read-modify-write of shared counters, so each holds the stats lock for the
whole update (the clock reading included) to keep the counters consistent with each other.
"""

import threading


class DeskStats:
    def __init__(self, clock):
        self._clock = clock
        self._lock = threading.Lock()
        self._claims: dict[str, int] = {}
        self._closed: dict[str, int] = {}
        self._handling: dict[str, float] = {}
        self._reopened: dict[str, int] = {}
        self._last_reopen: dict[str, float] = {}

    def record_claim(self, team: str) -> None:
        with self._lock:
            self._claims[team] = self._claims.get(team, 0) + 1

    def record_close(self, team: str, opened_at: float) -> None:
        """One more closed ticket for `team`, and its handling time so far."""
        with self._lock:
            count = self._closed.get(team, 0)
            elapsed = self._clock.now() - opened_at
            self._closed[team] = count + 1
            self._handling[team] = self._handling.get(team, 0.0) + elapsed

    def record_reopen(self, team: str) -> None:
        """A closed ticket of `team` was reopened."""
        with self._lock:
            count = self._reopened.get(team, 0)
            self._last_reopen[team] = self._clock.now()
            self._reopened[team] = count + 1

    def mean_handling(self, team: str) -> float | None:
        with self._lock:
            n = self._closed.get(team, 0)
            return self._handling.get(team, 0.0) / n if n else None

    def snapshot(self) -> dict:
        """A consistent copy of every counter."""
        with self._lock:
            return {
                "claims": dict(self._claims),
                "closed": dict(self._closed),
                "reopened": dict(self._reopened),
                "handling": dict(self._handling),
            }
