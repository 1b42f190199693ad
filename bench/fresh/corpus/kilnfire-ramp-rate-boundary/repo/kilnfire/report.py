"""Printable schedule and log reports."""

from .firinglog import FiringLog
from .schedule import ROOM, Schedule
from .temps import convert, format_temp, round_to


def schedule_lines(schedule: Schedule, unit: str = "C", step: float = 1) -> list[str]:
    """One line per segment: '2. 150°C/h to 1100°C, hold 10 min'."""
    lines = []
    for i, seg in enumerate(schedule.segments, 1):
        rate = round_to(seg.rate * (9 / 5 if unit == "F" else 1), 1)
        line = f"{i}. {rate}°{unit}/h to {format_temp(seg.target, unit, step)}"
        if seg.hold:
            line += f", hold {seg.hold} min"
        lines.append(line)
    return lines


def summary(schedule: Schedule, unit: str = "C", start: float = ROOM) -> str:
    minutes = schedule.duration_minutes(start)
    h, m = divmod(round(minutes), 60)
    peak = round_to(convert(schedule.peak(), unit), 1)
    return f"{schedule.name}: peak {peak}°{unit}, {h}h{m:02d}, {len(schedule.segments)} segments"


def log_lines(log: FiringLog) -> list[str]:
    out = [f"#{f.number} {f.schedule}: {f.hours:.2f} h, {f.kwh:.1f} kWh, {f.cents / 100:.2f}"
           for f in log.firings]
    out.append(f"total: {log.total_hours():.2f} h, {log.total_cents() / 100:.2f}")
    return out
