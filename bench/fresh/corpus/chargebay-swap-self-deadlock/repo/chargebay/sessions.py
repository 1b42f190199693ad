"""Charging sessions."""

from dataclasses import dataclass


@dataclass
class Session:
    id: int
    driver: str
    site: str
    charger: str
    started: float
    kwh: float = 0.0
    ended: float | None = None

    @property
    def active(self) -> bool:
        return self.ended is None

    def minutes(self, now: float) -> float:
        end = self.ended if self.ended is not None else now
        return round((end - self.started) / 60, 1)
