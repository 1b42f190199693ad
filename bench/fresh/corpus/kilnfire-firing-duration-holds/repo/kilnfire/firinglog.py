"""A firing log: firings in a kiln with their energy use and cost."""

from dataclasses import dataclass

from .cones import cone_reached
from .kilns import Kiln
from .schedule import ROOM, Schedule

# share of full power that a kiln draws on average during a firing
DUTY = 0.6


@dataclass(frozen=True)
class Firing:
    number: int
    schedule: str
    hours: float
    kwh: float
    cents: int
    cone: str | None


class FiringLog:
    def __init__(self, kiln: Kiln, cents_per_kwh: int = 30):
        self.kiln = kiln
        self.cents_per_kwh = cents_per_kwh
        self.firings: list[Firing] = []

    def fire(self, schedule: Schedule, start: float = ROOM) -> Firing:
        self.kiln.check(schedule)
        hours = round(schedule.duration_minutes(start) / 60, 2)
        kwh = round(hours * self.kiln.kw * DUTY, 1)
        firing = Firing(len(self.firings) + 1, schedule.name, hours, kwh,
                        round(kwh * self.cents_per_kwh), cone_reached(schedule.peak()))
        self.firings.append(firing)
        self.kiln.wear(hours)
        return firing

    def total_cents(self) -> int:
        return sum(f.cents for f in self.firings)

    def total_hours(self) -> float:
        return round(sum(f.hours for f in self.firings), 2)

    def by_cone(self) -> dict[str, int]:
        counts: dict[str, int] = {}
        for f in self.firings:
            key = f.cone or "below 022"
            counts[key] = counts.get(key, 0) + 1
        return counts
