"""Results of one athlete in one event."""
from dataclasses import dataclass, field

from .errors import EntryError

STATUSES = ("OK", "DNF", "DNS", "DQ")


@dataclass(frozen=True)
class Result:
    bib: int
    mark: float | None = None
    status: str = "OK"
    attempts: tuple[float | None, ...] = field(default=())
    wind: float | None = None

    def __post_init__(self):
        if self.status not in STATUSES:
            raise EntryError(f"unknown status: {self.status!r}")
        if self.status == "OK" and self.mark is None and not self.valid_attempts():
            raise EntryError("a finished result needs a mark")
        if self.status != "OK" and self.mark is not None:
            raise EntryError("only a finished result has a mark")

    def valid_attempts(self) -> list[float]:
        """Valid field attempts, best first (fouls are None)."""
        return sorted((a for a in self.attempts if a is not None), reverse=True)

    @property
    def best(self) -> float | None:
        if self.mark is not None:
            return self.mark
        valid = self.valid_attempts()
        return valid[0] if valid else None

    @property
    def finished(self) -> bool:
        return self.status == "OK" and self.best is not None


def field_result(bib: int, *attempts: float | None) -> Result:
    """A field result from its attempts; all fouls is a result without a mark (NM -> DNF)."""
    if not any(a is not None for a in attempts):
        return Result(bib, status="DNF", attempts=tuple(attempts))
    return Result(bib, attempts=tuple(attempts))
