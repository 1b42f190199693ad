"""A logbook of numbered dives with surface intervals and sign-off."""

from datetime import date, timedelta

from . import clock, tables
from .auth import may_edit, may_sign
from .errors import NotFound, PermissionDenied, ValidationError
from .models import Dive, Diver

MIN_SURFACE_INTERVAL = 10  # minutes; closer dives count as one dive


class Logbook:
    def __init__(self, divers: list[Diver]):
        self._divers = {d.name: d for d in divers}
        self._dives: dict[int, Dive] = {}
        self._next = 1

    def diver(self, name: str) -> Diver:
        try:
            return self._divers[name]
        except KeyError:
            raise NotFound(name) from None

    def add(self, dive: Dive) -> Dive:
        self.diver(dive.diver)
        date.fromisoformat(dive.date)
        clock.parse_time(dive.start)
        dive.number = self._next
        self._next += 1
        self._dives[dive.number] = dive
        return dive

    def get(self, number: int) -> Dive:
        try:
            return self._dives[number]
        except KeyError:
            raise NotFound(number) from None

    def dives_of(self, name: str) -> list[Dive]:
        """The dives of `name` in the order they were made (date, then start time)."""
        own = [d for d in self._dives.values() if d.diver == name]
        return sorted(own, key=lambda d: (d.date, clock.parse_time(d.start)))

    def surface_interval(self, first: Dive, second: Dive) -> int:
        """Minutes on the surface between the end of `first` and the start of `second`.

        The second dive may start on a later day than the first ended (night dives end after
        midnight); the interval counts every minute in between.
        """
        end_day, end = self._end(first)
        start = clock.parse_time(second.start)
        days = (date.fromisoformat(second.date) - end_day).days
        interval = days * clock.MINUTES_PER_DAY + start - end
        if interval < 0:
            raise ValidationError("the second dive starts before the first one ends")
        return interval

    def intervals_of(self, name: str) -> list[int]:
        dives = self.dives_of(name)
        return [self.surface_interval(a, b) for a, b in zip(dives, dives[1:])]

    def _end(self, dive: Dive) -> tuple[date, int]:
        """The day a dive ends on and the minute of that day it ends at."""
        end = clock.parse_time(dive.start) + dive.minutes
        day = date.fromisoformat(dive.date)
        return day, end % clock.MINUTES_PER_DAY

    def end_time(self, dive: Dive) -> str:
        return clock.add_minutes(dive.start, dive.minutes)

    def end_date(self, dive: Dive) -> str:
        """The ISO date a dive ends on (the next day for a night dive past midnight)."""
        return self._end(dive)[0].isoformat()

    def check(self, dive: Dive) -> list[str]:
        """Warnings about a logged dive (empty when everything is fine)."""
        warnings = []
        if not tables.within_ndl(dive.max_depth, dive.minutes):
            warnings.append("beyond the no-decompression limit")
        dives = self.dives_of(dive.diver)
        i = dives.index(dive)
        if i > 0 and self.surface_interval(dives[i - 1], dive) < MIN_SURFACE_INTERVAL:
            warnings.append("surface interval too short")
        return warnings

    def sign(self, number: int, actor_name: str) -> Dive:
        dive = self.get(number)
        actor, owner = self.diver(actor_name), self.diver(dive.diver)
        if not may_sign(actor, owner, dive):
            raise PermissionDenied(f"{actor.name} may not sign dive {number}")
        if dive.signed_by is not None:
            raise ValidationError(f"dive {number} is already signed")
        dive.signed_by = actor.name
        return dive

    def sign_all(self, student: str, actor_name: str) -> list[int]:
        """Sign every unsigned training dive of `student`; returns the numbers signed."""
        actor, owner = self.diver(actor_name), self.diver(student)
        signed = []
        for dive in self.dives_of(student):
            if dive.training and dive.signed_by is None:
                if not may_sign(actor, owner, dive):
                    raise PermissionDenied(f"{actor.name} may not sign dive {dive.number}")
                dive.signed_by = actor.name
                signed.append(dive.number)
        return signed

    def add_note(self, number: int, actor_name: str, note: str) -> Dive:
        dive = self.get(number)
        if not may_edit(self.diver(actor_name), self.diver(dive.diver), dive):
            raise PermissionDenied(f"{actor_name} may not edit dive {number}")
        dive.notes.append(note)
        return dive
