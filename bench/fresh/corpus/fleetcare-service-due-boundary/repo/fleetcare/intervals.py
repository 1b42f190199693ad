"""Service intervals and their status.

An interval is "every N km", "every M months" or both ("whichever comes first"). A service is
*due* once the odometer reaches the due distance or the calendar reaches the due day, *soon*
when it is within the interval's warning window, and *overdue* when it is more than
OVERDUE_KM past the due distance or more than OVERDUE_DAYS past the due day.
"""

from dataclasses import dataclass
from datetime import date

from .dates import add_months
from .errors import IntervalError

OVERDUE_KM = 1000
OVERDUE_DAYS = 30


@dataclass(frozen=True)
class ServiceInterval:
    name: str
    every_km: int | None = None
    every_months: int | None = None
    soon_km: int = 500
    soon_days: int = 14

    def __post_init__(self):
        if self.every_km is None and self.every_months is None:
            raise IntervalError(f"{self.name}: needs every_km or every_months")
        for label, value in (("every_km", self.every_km), ("every_months", self.every_months)):
            if value is not None and value <= 0:
                raise IntervalError(f"{self.name}: {label} must be positive")
        if self.soon_km < 0 or self.soon_days < 0:
            raise IntervalError(f"{self.name}: warning window must not be negative")


@dataclass(frozen=True)
class ServiceRecord:
    name: str
    day: date
    km: float


@dataclass(frozen=True)
class Due:
    km: float | None
    day: date | None


def next_due(interval: ServiceInterval, last: ServiceRecord) -> Due:
    """When `interval` is next due after the service `last`."""
    if last.name != interval.name:
        raise IntervalError(f"record {last.name!r} is not for interval {interval.name!r}")
    if last.km < 0:
        raise IntervalError("negative odometer on the service record")
    km = last.km + interval.every_km if interval.every_km is not None else None
    day = add_months(last.day, interval.every_months) if interval.every_months is not None else None
    return Due(km, day)


def status(interval: ServiceInterval, due: Due, km_now: float, today: date) -> str:
    """'overdue', 'due', 'soon' or 'ok' for a vehicle at `km_now` on `today`."""
    km_left = None if due.km is None else due.km - km_now
    days_left = None if due.day is None else (due.day - today).days
    if (km_left is not None and km_left <= -OVERDUE_KM) or (
        days_left is not None and days_left < -OVERDUE_DAYS
    ):
        return "overdue"
    if (km_left is not None and km_left < 0) or (days_left is not None and days_left < 0):
        return "due"
    if (km_left is not None and km_left <= interval.soon_km) or (
        days_left is not None and days_left <= interval.soon_days
    ):
        return "soon"
    return "ok"
