"""The hub facade: permission checks, range checks, queueing and statistics."""

from .batches import BatchQueue
from .errors import Denied
from .readings import Reading, in_range
from .sensors import SensorRegistry
from .stats import HubStats
from .users import User, may


class Hub:
    def __init__(self, clock):
        self.clock = clock
        self.sensors = SensorRegistry()
        self.stats = HubStats(clock)
        self.queue = BatchQueue()

    def _check(self, user: User, action: str, site: str) -> None:
        if not may(user, action, site):
            raise Denied(f"{user.name} may not {action} at {site}")

    def register(self, user: User, sid: str, site: str, kind: str):
        self._check(user, "register", site)
        return self.sensors.add(sid, site, kind)

    def ingest(self, user: User, sid: str, value: float) -> bool:
        """Queue a reading (corrected by the sensor's offset); False if it is implausible."""
        sensor = self.sensors.get(sid)
        self._check(user, "ingest", sensor.site)
        corrected = round(value + sensor.offset, 3)
        ok = in_range(sensor.kind, corrected)
        if ok:
            self.queue.put(Reading(sid, corrected, self.clock.now()))
        self.stats.record(sid, accepted=ok)
        return ok

    def ingest_many(self, user: User, sid: str, values: list[float]) -> int:
        sensor = self.sensors.get(sid)
        self._check(user, "ingest", sensor.site)
        now = self.clock.now()
        good = [Reading(sid, round(v + sensor.offset, 3), now) for v in values
                if in_range(sensor.kind, round(v + sensor.offset, 3))]
        self.queue.put_many(good)
        self.stats.record_many(sid, len(good), len(values) - len(good))
        return len(good)

    def calibrate(self, user: User, sid: str, offset: float):
        sensor = self.sensors.get(sid)
        self._check(user, "calibrate", sensor.site)
        return self.sensors.set_offset(sid, offset)

    def retire(self, user: User, sid: str):
        sensor = self.sensors.get(sid)
        self._check(user, "retire", sensor.site)
        return self.sensors.retire(sid)

    def drain(self, n: int = 100, timeout: float = 0.0) -> list[Reading]:
        """Readings for the uploader: up to `n`, waiting at most `timeout` seconds for them."""
        return self.queue.take(n, timeout)

    def site_report(self, user: User, site: str) -> list[str]:
        """One line per sensor of `site`: id, kind, offset and accepted/rejected counts."""
        self._check(user, "read", site)
        lines = []
        for sid in self.sensors.at_site(site):
            sensor = self.sensors.get(sid)
            ok, bad = self.stats.counts(sid)
            lines.append(f"{sid} {sensor.kind} offset={sensor.offset:+.2f} ok={ok} bad={bad}")
        return lines
