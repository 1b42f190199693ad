"""Per-sensor counters, updated by many ingest threads at once."""

import threading


class HubStats:
    def __init__(self, clock):
        self._clock = clock
        self._lock = threading.Lock()
        self._counts: dict[str, tuple[int, int]] = {}  # sid -> (accepted, rejected)
        self._last_seen: dict[str, float] = {}

    def record(self, sid: str, accepted: bool = True) -> None:
        with self._lock:
            ok, bad = self._counts.get(sid, (0, 0))
            seen = self._clock.now()
            self._counts[sid] = (ok + 1, bad) if accepted else (ok, bad + 1)
            self._last_seen[sid] = seen

    def record_many(self, sid: str, accepted: int, rejected: int) -> None:
        with self._lock:
            ok, bad = self._counts.get(sid, (0, 0))
            seen = self._clock.now()
            self._counts[sid] = (ok + accepted, bad + rejected)
            self._last_seen[sid] = seen

    def counts(self, sid: str) -> tuple[int, int]:
        with self._lock:
            return self._counts.get(sid, (0, 0))

    def last_seen(self, sid: str) -> float | None:
        with self._lock:
            return self._last_seen.get(sid)

    def snapshot(self) -> dict:
        with self._lock:
            return {
                "accepted": {s: c[0] for s, c in self._counts.items()},
                "rejected": {s: c[1] for s, c in self._counts.items()},
                "last_seen": dict(self._last_seen),
            }

    def rejection_rate(self, sid: str) -> float | None:
        """Share of rejected readings of a sensor in percent (one decimal), None if none."""
        ok, bad = self.counts(sid)
        if ok + bad == 0:
            return None
        return round(100.0 * bad / (ok + bad), 1)

    def silent_since(self, now: float, seconds: float) -> list[str]:
        """Sensors not heard from for at least `seconds` before `now`."""
        with self._lock:
            return sorted(s for s, t in self._last_seen.items() if now - t >= seconds)
