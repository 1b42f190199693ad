"""Odometer readings: validation, average daily mileage and interpolation.

Readings arrive in any order (manual entries, telematics batches). Every function here looks at
them in date order without reordering the caller's list: the same list is often shown to the
user in entry order afterwards.
"""

from dataclasses import dataclass
from datetime import date

from .errors import ReadingError


@dataclass(frozen=True)
class Reading:
    day: date
    km: float


def _day(r: Reading) -> date:
    return r.day


def check_readings(readings) -> list[Reading]:
    """The readings in date order (a new list). ReadingError when one is negative or the
    odometer goes backwards from one day to a later one."""
    ordered = sorted(readings, key=_day)
    for r in ordered:
        if r.km < 0:
            raise ReadingError(f"negative odometer reading on {r.day}")
    for a, b in zip(ordered, ordered[1:]):
        if b.km < a.km:
            raise ReadingError(f"odometer went back from {a.km} to {b.km} on {b.day}")
    return ordered


def latest(readings) -> Reading:
    """The most recent reading (the last one entered wins on a tie of days)."""
    if not readings:
        raise ReadingError("no readings")
    ordered = sorted(readings, key=_day)
    return ordered[-1]


def mileage_per_day(readings) -> float:
    """Average km per day between the first and the last reading."""
    ordered = check_readings(readings)
    if len(ordered) < 2:
        raise ReadingError("need at least two readings")
    first, last = ordered[0], ordered[-1]
    days = (last.day - first.day).days
    if days <= 0:
        raise ReadingError("readings span no time")
    return (last.km - first.km) / days


def km_on(readings, day: date) -> float:
    """The odometer on `day`: interpolated between readings, extrapolated after the last one
    at the average daily mileage. Before the first reading it is an error."""
    ordered = check_readings(readings)
    if not ordered:
        raise ReadingError("no readings")
    if day < ordered[0].day:
        raise ReadingError(f"{day} is before the first reading")
    for a, b in zip(ordered, ordered[1:]):
        if a.day <= day <= b.day:
            span = (b.day - a.day).days
            if span == 0:
                return b.km
            return a.km + (b.km - a.km) * (day - a.day).days / span
    last = ordered[-1]
    if day == last.day or len(ordered) < 2:
        return last.km
    return last.km + mileage_per_day(ordered) * (day - last.day).days
