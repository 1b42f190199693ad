"""The vehicle deck: lanes with a length in metres. Thread-safe; waiting for space blocks."""
import threading
import time
from dataclasses import dataclass

from .errors import InvalidInput, NoSpace
from .vehicles import Vehicle


@dataclass(frozen=True)
class Placed:
    vehicle: Vehicle
    lane: str
    at: float


class Deck:
    def __init__(self, lanes: dict[str, int], clock):
        if not lanes or any(m <= 0 for m in lanes.values()):
            raise InvalidInput("every lane needs a positive length")
        self._clock = clock
        self._lanes = dict(lanes)
        self._lock = threading.Lock()
        self._space = threading.Condition(self._lock)
        self._aboard: dict[str, Placed] = {}
        self._waiting = 0

    def _check_lane(self, lane: str) -> None:
        if lane not in self._lanes:
            raise InvalidInput(f"no lane {lane!r}")

    def _free_locked(self, lane: str) -> int:
        used = sum(p.vehicle.length for p in self._aboard.values() if p.lane == lane)
        return self._lanes[lane] - used

    def lanes(self) -> dict[str, int]:
        return dict(self._lanes)

    def free(self, lane: str) -> int:
        self._check_lane(lane)
        with self._lock:
            return self._free_locked(lane)

    def place(self, vehicle: Vehicle, lane: str) -> Placed:
        """Put a vehicle in a lane; NoSpace when the lane has fewer free metres than it needs."""
        self._check_lane(lane)
        if vehicle.plate in self._aboard:
            raise InvalidInput(f"{vehicle.plate} is already aboard")
        free = self.free(lane)
        if free < vehicle.length:
            raise NoSpace(f"lane {lane} has {free} m free, {vehicle.plate} needs {vehicle.length} m")
        placed = Placed(vehicle, lane, self._clock.now())
        with self._lock:
            self._aboard[vehicle.plate] = placed
        return placed

    def place_many(self, vehicles: list[Vehicle], lane: str) -> list[Placed]:
        """Put several vehicles in one lane, all or none."""
        self._check_lane(lane)
        need = sum(v.length for v in vehicles)
        if any(v.plate in self._aboard for v in vehicles) or len({v.plate for v in vehicles}) < len(vehicles):
            raise InvalidInput("a vehicle is already aboard or listed twice")
        free = self.free(lane)
        if free < need:
            raise NoSpace(f"lane {lane} has {free} m free, the group needs {need} m")
        at = self._clock.now()
        out = [Placed(v, lane, at) for v in vehicles]
        with self._lock:
            for p in out:
                self._aboard[p.vehicle.plate] = p
        return out

    def remove(self, plate: str) -> Placed:
        with self._lock:
            if plate not in self._aboard:
                raise InvalidInput(f"{plate} is not aboard")
            placed = self._aboard.pop(plate)
            self._space.notify_all()
            return placed

    def clear(self) -> list[Placed]:
        """Unload everything (end of a crossing)."""
        with self._lock:
            out = sorted(self._aboard.values(), key=lambda p: (p.lane, p.at, p.vehicle.plate))
            self._aboard.clear()
            self._space.notify_all()
            return out

    def wait_for_space(self, lane: str, metres: int, timeout: float) -> bool:
        """Block until `lane` has `metres` free (True) or `timeout` seconds passed (False)."""
        self._check_lane(lane)
        if metres > self._lanes[lane]:
            raise InvalidInput(f"lane {lane} is only {self._lanes[lane]} m long")
        deadline = time.monotonic() + timeout
        with self._space:
            self._waiting += 1
            try:
                while self._free_locked(lane) < metres:
                    left = deadline - time.monotonic()
                    if left <= 0:
                        return False
                    self._space.wait(left)
                return True
            finally:
                self._waiting -= 1

    def waiting(self) -> int:
        with self._lock:
            return self._waiting

    def aboard(self) -> list[Placed]:
        with self._lock:
            return sorted(self._aboard.values(), key=lambda p: (p.lane, p.at, p.vehicle.plate))

    def lane_of(self, plate: str) -> str | None:
        with self._lock:
            p = self._aboard.get(plate)
            return p.lane if p else None
