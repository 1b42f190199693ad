"""Pyrometric cones: the temperature (°C, at a 60 °C/h final ramp) at which each cone bends."""

from .errors import UnknownCone
from .temps import convert, round_to

# cone -> °C
CONES: dict[str, float] = {
    "022": 586, "019": 676, "016": 792, "012": 884, "010": 894, "08": 945,
    "06": 999, "05": 1031, "04": 1063, "03": 1086, "01": 1137,
    "1": 1154, "3": 1168, "5": 1186, "6": 1222, "7": 1239, "8": 1249, "9": 1260, "10": 1285,
}
ORDER = list(CONES)


def cone_temp(cone: str, unit: str = "C", step: float = 1) -> float:
    """Bending temperature of `cone` in `unit`, rounded to `step`."""
    key = str(cone).strip()
    if key not in CONES:
        raise UnknownCone(f"unknown cone {cone!r}")
    return round_to(convert(CONES[key], unit), step)


def cone_reached(celsius: float) -> str | None:
    """The hottest cone that bends at or below `celsius` (None below the coolest cone)."""
    reached = None
    for cone in ORDER:
        if CONES[cone] <= celsius:
            reached = cone
    return reached


def cones_between(low: str, high: str) -> list[str]:
    """The cones from `low` to `high`, both included, coolest first."""
    for c in (low, high):
        if c not in CONES:
            raise UnknownCone(f"unknown cone {c!r}")
    i, j = ORDER.index(low), ORDER.index(high)
    if i > j:
        i, j = j, i
    return ORDER[i:j + 1]
