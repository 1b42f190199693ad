"""Plot ids ('B-17': garden letter, plot number) and the plot map."""

import re
from dataclasses import dataclass

from .errors import PlotError

PLOT_ID = re.compile(r"([A-Z])-(\d{1,3})")
MAX_NUMBER = 999


def parse_plot_id(text: str) -> tuple[str, int]:
    """'B-17' -> ('B', 17). Lower case and surrounding spaces are accepted; numbers run
    from 1 to 999 without leading zeros."""
    m = PLOT_ID.fullmatch(text.strip().upper())
    if not m or m[2].startswith("0"):
        raise PlotError(f"bad plot id: {text!r}")
    return m[1], int(m[2])


def format_plot_id(garden: str, number: int) -> str:
    if not re.fullmatch(r"[A-Z]", garden):
        raise PlotError(f"bad garden: {garden!r}")
    if not 1 <= number <= MAX_NUMBER:
        raise PlotError(f"bad plot number: {number}")
    return f"{garden}-{number}"


@dataclass(frozen=True)
class Plot:
    pid: str
    area_m2: float

    def __post_init__(self):
        garden, number = parse_plot_id(self.pid)
        object.__setattr__(self, "pid", format_plot_id(garden, number))
        if self.area_m2 <= 0:
            raise PlotError("area must be positive")

    @property
    def garden(self) -> str:
        return self.pid.split("-")[0]


class PlotMap:
    def __init__(self, plots: list[Plot]):
        self._plots: dict[str, Plot] = {}
        for p in plots:
            if p.pid in self._plots:
                raise PlotError(f"duplicate plot: {p.pid}")
            self._plots[p.pid] = p

    @classmethod
    def from_areas(cls, areas: dict[str, float]) -> "PlotMap":
        return cls([Plot(pid, a) for pid, a in areas.items()])

    def get(self, pid: str) -> Plot:
        garden, number = parse_plot_id(pid)
        key = format_plot_id(garden, number)
        if key not in self._plots:
            raise PlotError(f"no plot {key}")
        return self._plots[key]

    def in_garden(self, garden: str) -> list[Plot]:
        return sorted((p for p in self._plots.values() if p.garden == garden),
                      key=lambda p: parse_plot_id(p.pid)[1])

    def gardens(self) -> list[str]:
        return sorted({p.garden for p in self._plots.values()})

    def total_area(self, garden: str | None = None) -> float:
        """Area in m2 of one garden's plots, or of all plots."""
        return round(sum(p.area_m2 for p in self._plots.values() if garden in (None, p.garden)), 1)

    def larger_than(self, area_m2: float) -> list[str]:
        """Ids of the plots bigger than `area_m2`, largest first (ids break ties)."""
        big = [p for p in self._plots.values() if p.area_m2 > area_m2]
        big.sort(key=lambda p: (-p.area_m2, p.pid))
        return [p.pid for p in big]
