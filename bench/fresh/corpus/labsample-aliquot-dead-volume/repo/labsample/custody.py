"""The chain of custody: who handed which sample to whom, and when."""

from dataclasses import dataclass
from datetime import date


@dataclass(frozen=True)
class Handover:
    sample: str
    on: date
    giver: str
    taker: str
    note: str = ""


class CustodyLog:
    def __init__(self):
        self._events: dict[str, list[Handover]] = {}
        self._order: list[Handover] = []

    def record(self, sample: str, on: date, giver: str, taker: str, note: str = "") -> Handover:
        event = Handover(sample, on, giver, taker, note)
        self._events.setdefault(sample, []).append(event)
        self._order.append(event)
        return event

    def history(self, sample: str) -> list[Handover]:
        """The handovers of one sample, oldest first (a copy: editing it changes nothing)."""
        return list(self._events.get(sample, []))

    def all_events(self) -> list[Handover]:
        """Every handover in the order recorded (a copy)."""
        return list(self._order)

    def holder(self, sample: str) -> str | None:
        events = self._events.get(sample)
        return events[-1].taker if events else None

    def held_by(self, user: str) -> list[str]:
        return sorted(s for s in self._events if self.holder(s) == user)
