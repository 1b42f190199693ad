"""The formulary."""

from dataclasses import dataclass

from .errors import NotFound, RxError

SCHEDULES = (0, 2, 3, 4, 5)


@dataclass(frozen=True)
class Drug:
    code: str
    name: str
    strength_mg: int
    max_daily_mg: int
    schedule: int = 0

    def __post_init__(self) -> None:
        if self.strength_mg <= 0 or self.max_daily_mg < self.strength_mg:
            raise RxError(f"bad strength or daily maximum for {self.code}")
        if self.schedule not in SCHEDULES:
            raise RxError(f"unknown schedule {self.schedule}")

    @property
    def controlled(self) -> bool:
        return self.schedule != 0


class Formulary:
    def __init__(self, drugs=()):
        self._drugs: dict[str, Drug] = {}
        for drug in drugs:
            self.add(drug)

    def add(self, drug: Drug) -> None:
        if drug.code in self._drugs:
            raise RxError(f"duplicate drug {drug.code}")
        self._drugs[drug.code] = drug

    def get(self, code: str) -> Drug:
        try:
            return self._drugs[code]
        except KeyError:
            raise NotFound(f"no drug {code!r}") from None

    def search(self, text: str) -> list[Drug]:
        needle = text.lower()
        hits = [d for d in self._drugs.values() if needle in d.name.lower() or needle in d.code]
        return sorted(hits, key=lambda d: d.name.lower())

    def controlled(self) -> list[str]:
        return sorted(code for code, d in self._drugs.items() if d.controlled)
