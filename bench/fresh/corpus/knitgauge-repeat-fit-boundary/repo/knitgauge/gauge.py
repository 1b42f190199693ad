"""Gauge: stitches and rows per 10 cm of a swatch, and the counts for a measurement."""

from dataclasses import dataclass

from .errors import GaugeError
from .rounding import half_up

SWATCH_CM = 10


@dataclass(frozen=True)
class Gauge:
    stitches: float     # per 10 cm
    rows: float         # per 10 cm

    def __post_init__(self):
        if self.stitches <= 0 or self.rows <= 0:
            raise GaugeError("a gauge needs positive stitches and rows")

    def stitches_for(self, cm: float) -> int:
        """Stitches to cast on for a width of `cm` (halves round up)."""
        _check(cm)
        return half_up(self.stitches * cm / SWATCH_CM)

    def rows_for(self, cm: float) -> int:
        """Rows to knit for a length of `cm` (halves round up)."""
        _check(cm)
        return half_up(self.rows * cm / SWATCH_CM)

    def width_of(self, stitches: int) -> float:
        return round(stitches * SWATCH_CM / self.stitches, 1)

    def length_of(self, rows: int) -> float:
        return round(rows * SWATCH_CM / self.rows, 1)


def _check(cm: float) -> None:
    if cm <= 0:
        raise GaugeError("a measurement must be positive")


def swatch(stitches: int, rows: int, width_cm: float, length_cm: float) -> Gauge:
    """The gauge of a measured swatch, scaled to 10 cm (one decimal)."""
    if width_cm <= 0 or length_cm <= 0:
        raise GaugeError("a swatch must have a size")
    return Gauge(round(stitches * SWATCH_CM / width_cm, 1), round(rows * SWATCH_CM / length_cm, 1))


def convert_count(count: int, pattern: Gauge, mine: Gauge, rows: bool = False) -> int:
    """A pattern's stitch (or row) count knitted at my gauge."""
    theirs, ours = (pattern.rows, mine.rows) if rows else (pattern.stitches, mine.stitches)
    return half_up(count * ours / theirs)
