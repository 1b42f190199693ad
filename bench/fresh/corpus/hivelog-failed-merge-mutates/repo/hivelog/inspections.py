"""Inspections of colonies."""

from dataclasses import dataclass, field
from datetime import date

from .dates import add_days, days_between, parse_day

TEMPERS = range(1, 6)


@dataclass(frozen=True)
class Inspection:
    colony: str
    day: date
    frames: int
    brood_frames: int = 0
    queen_seen: bool = False
    temper: int = 3
    notes: str = field(default="", compare=False)

    def __post_init__(self):
        object.__setattr__(self, "day", parse_day(self.day))
        if not 0 <= self.brood_frames <= self.frames:
            raise ValueError("brood frames must be between 0 and the frames of bees")
        if self.temper not in TEMPERS:
            raise ValueError("temper is 1 (calm) to 5 (angry)")


class InspectionLog:
    def __init__(self):
        self._entries = {}

    def add(self, inspection):
        entries = self._entries.setdefault(inspection.colony, [])
        entries.append(inspection)
        entries.sort(key=lambda i: i.day)

    def for_colony(self, colony):
        return list(self._entries.get(colony, []))

    def latest(self, colony):
        entries = self._entries.get(colony)
        return entries[-1] if entries else None

    def days_since(self, colony, today):
        last = self.latest(colony)
        return None if last is None else days_between(last.day, today)

    def overdue(self, colonies, today, every=14):
        """Colonies not inspected for `every` days or more (never inspected counts), sorted."""
        due = []
        for colony in colonies:
            entries = self._entries.get(colony)
            if not entries or add_days(entries[-1].day, every) <= parse_day(today):
                due.append(colony)
        return sorted(due)
