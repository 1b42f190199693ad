"""Yarn estimates: metres for an area of fabric and whole skeins to buy."""

from dataclasses import dataclass

from .errors import KnitError
from .gauge import Gauge

# metres of yarn per stitch at a gauge of 10 stitches per 10 cm; finer gauges use less
METRES_PER_STITCH_AT_10 = 0.04


@dataclass(frozen=True)
class Yarn:
    name: str
    metres: float       # per skein
    cents: int          # per skein

    def __post_init__(self):
        if self.metres <= 0 or self.cents < 0:
            raise KnitError("a skein needs a length and a price")


def metres_for(gauge: Gauge, width_cm: float, length_cm: float) -> float:
    """Metres of yarn for a rectangle of fabric at `gauge` (one decimal)."""
    stitches = gauge.stitches * width_cm / 10 * gauge.rows * length_cm / 10
    per_stitch = METRES_PER_STITCH_AT_10 * 10 / gauge.stitches
    return round(stitches * per_stitch, 1)


def skeins_for(metres: float, yarn: Yarn, spare: float = 0.1) -> int:
    """Whole skeins to buy for `metres` plus a `spare` share (10 % by default)."""
    if metres < 0 or spare < 0:
        raise KnitError("metres and spare cannot be negative")
    return round(metres * (1 + spare) / yarn.metres)


def cost_of(metres: float, yarn: Yarn, spare: float = 0.1) -> int:
    """Cents to spend on whole skeins for `metres` plus the spare share."""
    if metres < 0 or spare < 0:
        raise KnitError("metres and spare cannot be negative")
    skeins = round(metres * (1 + spare) / yarn.metres)
    return skeins * yarn.cents


def leftover(metres: float, yarn: Yarn, spare: float = 0.1) -> float:
    """Metres left over after the project, from the whole skeins bought."""
    return round(skeins_for(metres, yarn, spare) * yarn.metres - metres, 1)
