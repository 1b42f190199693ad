"""The station network: looks stations up and moves bikes between two stations atomically."""

import threading
from dataclasses import dataclass

from .errors import NoBike, StationFull
from .stations import Station


@dataclass(frozen=True)
class Move:
    at: float
    src: str
    dst: str
    bikes: int


class StationNetwork:
    def __init__(self, clock):
        self._clock = clock
        self._stations: dict[str, Station] = {}
        self._log: list[Move] = []
        self._log_lock = threading.Lock()

    def add(self, station: Station) -> Station:
        if station.id in self._stations:
            raise ValueError(f"station {station.id} exists")
        self._stations[station.id] = station
        return station

    def get(self, station_id: str) -> Station:
        try:
            return self._stations[station_id]
        except KeyError:
            raise KeyError(f"no station {station_id}") from None

    def stations(self) -> list[Station]:
        return list(self._stations.values())

    def total_bikes(self) -> int:
        return sum(s.bikes for s in self._stations.values())

    def transfer(self, src_id: str, dst_id: str, n: int) -> Move:
        """Move `n` bikes from one station to another; both stations change or neither does."""
        src, dst = self.get(src_id), self.get(dst_id)
        if src is dst or n <= 0:
            raise ValueError("a transfer needs two stations and a positive number of bikes")
        # lock the two stations in id order, so that two moves never wait on each other
        first, second = sorted((src, dst), key=lambda s: s.id)
        with first.lock:
            stamp = self._clock.now()
            with second.lock:
                if src._bikes < n:
                    raise NoBike(f"{src.id} has {src._bikes} bike(s), {n} asked")
                if dst.capacity - dst._bikes < n:
                    raise StationFull(f"{dst.id} has room for {dst.capacity - dst._bikes}")
                src._release(n)
                dst._receive(n)
        return self._record(Move(stamp, src.id, dst.id, n))

    def even_out(self, a_id: str, b_id: str) -> Move | None:
        """Move bikes from the fuller of two stations to the emptier one until their fill levels
        differ by at most one bike."""
        a, b = self.get(a_id), self.get(b_id)
        first, second = sorted((a, b), key=lambda s: s.id)
        with first.lock:
            stamp = self._clock.now()
            with second.lock:
                src, dst = (a, b) if a._bikes > b._bikes else (b, a)
                n = (src._bikes - dst._bikes) // 2
                n = min(n, dst.capacity - dst._bikes)
                if n <= 0:
                    return None
                src._release(n)
                dst._receive(n)
        return self._record(Move(stamp, src.id, dst.id, n))

    def _record(self, move: Move) -> Move:
        with self._log_lock:
            self._log.append(move)
        return move

    def moves(self) -> list[Move]:
        with self._log_lock:
            return list(self._log)
