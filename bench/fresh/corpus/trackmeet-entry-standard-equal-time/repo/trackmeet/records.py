"""Meet records: a better mark breaks the record, an equal one equals it."""
from dataclasses import dataclass

from .athletes import Event
from .errors import EntryError


@dataclass(frozen=True)
class Record:
    event: str
    mark: float
    holder: str
    year: int


class RecordBook:
    def __init__(self, records: list[Record] | None = None):
        self._records: dict[str, Record] = {}
        self._history: list[Record] = []
        for rec in records or []:
            self._records[rec.event] = rec

    def get(self, event: str) -> Record | None:
        return self._records.get(event)

    def check(self, event: Event, mark: float) -> str | None:
        """'record', 'equalled' or None for a mark in `event`."""
        rec = self._records.get(event.name)
        if rec is None:
            return "record"
        if mark == rec.mark:
            return "equalled"
        better = mark < rec.mark if event.lower_is_better else mark > rec.mark
        return "record" if better else None

    def update(self, event: Event, mark: float, holder: str, year: int) -> str | None:
        """Store a new record when `mark` breaks (not equals) the current one."""
        if year < 1900:
            raise EntryError(f"implausible year: {year}")
        outcome = self.check(event, mark)
        if outcome == "record":
            old = self._records.get(event.name)
            if old is not None:
                self._history.append(old)
            self._records[event.name] = Record(event.name, mark, holder, year)
        return outcome

    def history(self) -> list[Record]:
        return list(self._history)
