"""The sensor registry, shared by every thread of the hub."""

import threading
from dataclasses import dataclass, replace

from .errors import HubError
from .readings import LIMITS


@dataclass(frozen=True)
class Sensor:
    sid: str
    site: str
    kind: str
    offset: float = 0.0


class SensorRegistry:
    def __init__(self):
        self._lock = threading.Lock()
        self._sensors: dict[str, Sensor] = {}

    def _lookup(self, sid: str) -> Sensor:
        """The sensor `sid`; the caller holds the lock."""
        try:
            return self._sensors[sid]
        except KeyError:
            raise HubError(f"unknown sensor: {sid}") from None

    def add(self, sid: str, site: str, kind: str) -> Sensor:
        if kind not in LIMITS:
            raise HubError(f"unknown sensor kind: {kind!r}")
        with self._lock:
            if sid in self._sensors:
                raise HubError(f"sensor {sid} exists")
            sensor = self._sensors[sid] = Sensor(sid, site, kind)
            return sensor

    def get(self, sid: str) -> Sensor:
        with self._lock:
            return self._lookup(sid)

    def retire(self, sid: str) -> Sensor:
        with self._lock:
            sensor = self.get(sid)
            del self._sensors[sid]
            return sensor

    def rename(self, sid: str, new_sid: str) -> Sensor:
        with self._lock:
            sensor = self.get(sid)
            if new_sid in self._sensors:
                raise HubError(f"sensor {new_sid} exists")
            del self._sensors[sid]
            renamed = self._sensors[new_sid] = replace(sensor, sid=new_sid)
            return renamed

    def set_offset(self, sid: str, offset: float) -> Sensor:
        with self._lock:
            sensor = self._sensors[sid] = replace(self._lookup(sid), offset=offset)
            return sensor

    def at_site(self, site: str) -> list[str]:
        with self._lock:
            return sorted(s.sid for s in self._sensors.values() if s.site == site)

    def kinds(self) -> dict[str, int]:
        """How many sensors of each kind are registered."""
        with self._lock:
            out: dict[str, int] = {}
            for s in self._sensors.values():
                out[s.kind] = out.get(s.kind, 0) + 1
            return dict(sorted(out.items()))

    def __len__(self) -> int:
        with self._lock:
            return len(self._sensors)
