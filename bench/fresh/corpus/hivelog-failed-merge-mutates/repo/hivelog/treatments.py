"""Varroa treatments and their honey withdrawal periods."""

from dataclasses import dataclass
from datetime import date

from .dates import add_days, days_between, parse_day

# days after the end of a treatment before honey may be taken again
WITHDRAWAL = {"oxalic": 14, "formic": 7, "thymol": 30, "amitraz": 42}


@dataclass(frozen=True)
class Treatment:
    colony: str
    product: str
    start: date
    days: int

    def __post_init__(self):
        if self.product not in WITHDRAWAL:
            raise ValueError(f"unknown product {self.product!r}")
        if self.days < 1:
            raise ValueError("a treatment lasts at least one day")
        object.__setattr__(self, "start", parse_day(self.start))

    @property
    def end(self):
        return add_days(self.start, self.days - 1)


class TreatmentBook:
    def __init__(self):
        self._items = []

    def add(self, treatment):
        self._items.append(treatment)

    def of(self, colony):
        return [t for t in self._items if t.colony == colony]

    def can_harvest(self, colony, day):
        """True when every treatment of the colony ended its withdrawal period by `day`."""
        day = parse_day(day)
        for t in self.of(colony):
            if t.start <= day and days_between(t.end, day) < WITHDRAWAL[t.product]:
                return False
        return True

    def clear_date(self, colony):
        """First day honey may be taken after the colony's treatments (None if untreated)."""
        dates = [add_days(t.end, WITHDRAWAL[t.product]) for t in self.of(colony)]
        return max(dates) if dates else None
