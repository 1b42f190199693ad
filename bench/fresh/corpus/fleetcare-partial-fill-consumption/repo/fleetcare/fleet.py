"""A fleet view: vehicles with their intervals, service history, readings and fills.

`plan` lists every interval of every vehicle with its due point and status, soonest due day
first; `fleet_report` is one row per vehicle for a dashboard.
"""

from dataclasses import dataclass, field
from datetime import date

from .errors import FleetError
from .fuel import consumption
from .intervals import Due, ServiceInterval, ServiceRecord, next_due, status
from .odometer import km_on, latest

_RANK = {"overdue": 0, "due": 1, "soon": 2, "ok": 3}


@dataclass
class Vehicle:
    vin: str
    name: str
    intervals: list = field(default_factory=list)
    services: list = field(default_factory=list)
    readings: list = field(default_factory=list)
    fills: list = field(default_factory=list)

    def last_service(self, interval: ServiceInterval) -> ServiceRecord:
        done = [s for s in self.services if s.name == interval.name]
        if not done:
            raise FleetError(f"{self.vin}: no {interval.name} service on record")
        return max(done, key=lambda s: (s.day, s.km))


@dataclass(frozen=True)
class PlanItem:
    vin: str
    interval: str
    due: Due
    status: str


def _due_sort_key(item: PlanItem):
    return (item.due.day or date.max, item.due.km if item.due.km is not None else float("inf"), item.vin)


def plan(vehicles, today: date) -> list[PlanItem]:
    """Every interval of every vehicle, the soonest due day first (km-only intervals last)."""
    items = []
    for v in vehicles:
        km_now = km_on(v.readings, today)
        for interval in v.intervals:
            due = next_due(interval, v.last_service(interval))
            items.append(PlanItem(v.vin, interval.name, due, status(interval, due, km_now, today)))
    return sorted(items, key=_due_sort_key)


def fleet_report(vehicles, today: date) -> list[dict]:
    """One row per vehicle: worst status, its km now, last reading day and fuel consumption."""
    rows = []
    for v in vehicles:
        items = [p for p in plan([v], today)]
        worst = min((p.status for p in items), key=_RANK.__getitem__, default="ok")
        rows.append({
            "vin": v.vin,
            "name": v.name,
            "status": worst,
            "km": round(km_on(v.readings, today)),
            "last_reading": latest(v.readings).day.isoformat(),
            "l_per_100km": consumption(v.fills) if v.fills else None,
        })
    return rows
