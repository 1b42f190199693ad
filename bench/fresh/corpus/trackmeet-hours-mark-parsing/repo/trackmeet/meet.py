"""The meet: athletes, events, results, standings and team scores."""
from .athletes import Athlete, Event
from .errors import EntryError
from .marks import format_distance, format_time, wind_legal
from .qualify import meets_standard
from .ranking import Placed, rank
from .records import RecordBook
from .results import Result
from .scoring import team_scores


class Meet:
    def __init__(self, year: int = 2026, records: RecordBook | None = None):
        self.year = year
        self.records = records or RecordBook()
        self._athletes: dict[int, Athlete] = {}
        self._events: dict[str, Event] = {}
        self._results: dict[str, list[Result]] = {}

    def register(self, athlete: Athlete) -> None:
        if athlete.bib in self._athletes:
            raise EntryError(f"bib {athlete.bib} is taken")
        self._athletes[athlete.bib] = athlete

    def add_event(self, event: Event) -> None:
        if event.name in self._events:
            raise EntryError(f"event exists: {event.name}")
        self._events[event.name] = event
        self._results[event.name] = []

    def event(self, name: str) -> Event:
        try:
            return self._events[name]
        except KeyError:
            raise EntryError(f"no such event: {name}") from None

    def record(self, event_name: str, result: Result) -> str | None:
        """Store a result; returns 'record' / 'equalled' when it breaks / equals the meet record."""
        event = self.event(event_name)
        if result.bib not in self._athletes:
            raise EntryError(f"unknown bib: {result.bib}")
        if any(r.bib == result.bib for r in self._results[event_name]):
            raise EntryError(f"bib {result.bib} already has a result in {event_name}")
        self._results[event_name].append(result)
        if not result.finished:
            return None
        if not wind_legal(result.wind):
            return None
        holder = self._athletes[result.bib].name
        return self.records.update(event, result.best, holder, self.year)

    def standings(self, event_name: str) -> list[Placed]:
        event = self.event(event_name)
        return rank(self._results[event_name], event.lower_is_better)

    def results_board(self, event_name: str) -> list[str]:
        """Lines for the results board: `1. Ada (NTH) 10.52`, unplaced as `-. Bo (STH) DNF`."""
        event = self.event(event_name)
        lines = []
        for place, r in self.standings(event_name):
            a = self._athletes[r.bib]
            if place is None:
                lines.append(f"-. {a.name} ({a.club}) {r.status}")
                continue
            mark = format_time(r.best) if event.lower_is_better else format_distance(r.best)
            wind = "" if r.wind is None else f" ({r.wind:+.1f})"
            lines.append(f"{place}. {a.name} ({a.club}) {mark}{wind}")
        return lines

    def made_standard(self, event_name: str) -> list[int]:
        event = self.event(event_name)
        return [r.bib for r in self._results[event_name] if r.finished and meets_standard(event, r.best)]

    def team_table(self) -> list[tuple[str, float]]:
        clubs = {bib: a.club for bib, a in self._athletes.items()}
        return team_scores({name: self.standings(name) for name in self._events}, clubs)
