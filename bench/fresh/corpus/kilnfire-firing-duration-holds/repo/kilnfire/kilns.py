"""Kilns: their own temperature and rate limits, and element wear."""

from .errors import ScheduleError
from .schedule import Schedule

ELEMENT_LIFE_HOURS = 600.0


class Kiln:
    def __init__(self, name: str, max_temp: float = 1290, max_rate: float = 500, kw: float = 11.5):
        if max_temp <= 0 or max_rate <= 0 or kw <= 0:
            raise ValueError("kiln limits and power must be positive")
        self.name = name
        self.max_temp = max_temp
        self.max_rate = max_rate
        self.kw = kw
        self.element_hours = 0.0

    def problems(self, schedule: Schedule) -> list[str]:
        """Every reason why `schedule` cannot be fired in this kiln (empty when it can)."""
        out = []
        for i, seg in enumerate(schedule.segments, 1):
            if seg.rate > self.max_rate:
                out.append(f"segment {i}: rate {seg.rate:g} °C/h is above the limit of {self.max_rate:g} °C/h")
            if seg.target > self.max_temp:
                out.append(f"segment {i}: target {seg.target:g} °C is above the kiln's {self.max_temp:g} °C")
        return out

    def check(self, schedule: Schedule) -> None:
        problems = self.problems(schedule)
        if problems:
            raise ScheduleError(f"{schedule.name} does not fit {self.name}: " + "; ".join(problems))

    def fits(self, schedule: Schedule) -> bool:
        return not self.problems(schedule)

    def wear(self, hours: float) -> None:
        if hours < 0:
            raise ValueError("hours cannot be negative")
        self.element_hours += hours

    def element_life_left(self) -> float:
        """Share of the element life that is left, 0.0 .. 1.0."""
        return max(0.0, 1 - self.element_hours / ELEMENT_LIFE_HOURS)
