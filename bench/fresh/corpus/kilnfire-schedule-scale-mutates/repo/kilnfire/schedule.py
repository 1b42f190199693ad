"""Firing schedules: an ordered list of segments starting from room temperature."""

from dataclasses import replace

from .errors import ScheduleError
from .segments import MAX_HOLD, MAX_RATE, Segment

ROOM = 20.0


class Schedule:
    def __init__(self, name: str, segments: list[Segment]):
        if not name.strip():
            raise ScheduleError("a schedule needs a name")
        if not segments:
            raise ScheduleError("a schedule needs at least one segment")
        self.name = name.strip()
        self.segments = list(segments)

    def __repr__(self):
        return f"Schedule({self.name!r}, {len(self.segments)} segments)"

    def peak(self) -> float:
        return max(s.target for s in self.segments)

    def peak_index(self) -> int:
        peak = self.peak()
        return next(i for i, s in enumerate(self.segments) if s.target == peak)

    def duration_minutes(self, start: float = ROOM) -> float:
        """Total minutes of the firing: every ramp plus every hold."""
        total, temp = 0.0, start
        for seg in self.segments:
            total += seg.minutes_from(temp) + seg.hold
            temp = seg.target
        return round(total, 1)

    def timeline(self, start: float = ROOM) -> list[tuple[float, float, float]]:
        """(minute, temperature) points where each segment's ramp ends and where its hold ends,
        as (minute, temperature, hold) triples: one per segment, at the end of the hold."""
        points, minute, temp = [], 0.0, start
        for seg in self.segments:
            minute += seg.minutes_from(temp)
            minute += seg.hold
            temp = seg.target
            points.append((round(minute, 1), temp, seg.hold))
        return points

    def scaled(self, factor: float) -> "Schedule":
        """A copy whose ramp rates are multiplied by `factor` (rounded to whole °C/h; capped at the
        maximum rate). The schedule itself is left as it is."""
        if factor <= 0:
            raise ScheduleError("the factor must be positive")
        segments = self.segments
        for i, s in enumerate(segments):
            segments[i] = replace(s, rate=min(MAX_RATE, round(s.rate * factor)))
        return Schedule(f"{self.name} x{factor:g}", segments)

    def held(self, minutes: int) -> "Schedule":
        """A copy with `minutes` more hold at the peak (capped at the maximum hold)."""
        if minutes < 0:
            raise ScheduleError("a hold cannot be negative")
        segments = self.segments
        i = self.peak_index()
        segments[i] = replace(segments[i], hold=min(MAX_HOLD, segments[i].hold + minutes))
        return Schedule(f"{self.name} +{minutes}min", segments)

    def to_text(self) -> str:
        return "; ".join(
            f"{s.rate:g}/{s.target:g}" + (f"/{s.hold}" if s.hold else "") for s in self.segments)
