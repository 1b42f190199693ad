"""A day's plan: which zones water, from when, in which cycles."""

from dataclasses import dataclass

from .demand import litres, runtime_minutes, split_cycles, water_need_mm
from .errors import ScheduleError
from .readings import dry_zones
from .schedule import duration, format_time
from .zones import by_name

SOAK_MINUTES = 10


@dataclass(frozen=True)
class PlanEntry:
    zone: str
    start: int
    cycles: tuple[int, ...]
    litres: float

    @property
    def minutes(self) -> int:
        return sum(self.cycles)

    def describe(self) -> str:
        parts = "+".join(str(c) for c in self.cycles)
        return f"{self.zone} at {format_time(self.start)}: {parts} min, {self.litres} L"


def plan_day(zones, moisture, et_mm, rain_mm, window, soak=SOAK_MINUTES) -> list[PlanEntry]:
    """Water the dry zones one after another from the window's start, driest first. A zone
    whose cycles (with soaks between them) no longer fit in the window is left out."""
    index = by_name(zones)
    plan = []
    used = 0
    for name in dry_zones(zones, moisture):
        zone = index[name]
        need = water_need_mm(et_mm, zone.coefficient, rain_mm)
        minutes = runtime_minutes(zone, need)
        if minutes == 0:
            continue
        cycles = split_cycles(minutes, zone.max_cycle_min)
        span = minutes + soak * (len(cycles) - 1)
        if used + span > duration(window):
            continue
        plan.append(PlanEntry(name, window.start + used, tuple(cycles), litres(zone, need)))
        used += span
    return plan


def check_plan(plan, window) -> None:
    """Raise when two entries overlap or an entry starts before the window."""
    last_end = None
    for entry in plan:
        if entry.start < window.start:
            raise ScheduleError(f"{entry.zone} starts before the window")
        if last_end is not None and entry.start < last_end:
            raise ScheduleError(f"{entry.zone} overlaps the previous zone")
        last_end = entry.start + entry.minutes
