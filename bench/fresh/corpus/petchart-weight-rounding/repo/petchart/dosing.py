"""The drug formulary and dose checks.

A dose is allowed when it is at most the per-kg limit times the weight AND at most the single
dose cap of the drug. Doses are in mg; weights in grams.
"""

from dataclasses import dataclass

from .errors import DoseError


@dataclass(frozen=True)
class Drug:
    name: str
    mg_per_kg: float  # usual dose
    max_mg_per_kg: float
    max_single_mg: float
    species: tuple[str, ...] = ("dog", "cat", "rabbit", "ferret", "bird")


FORMULARY = {
    "meloxicam": Drug("meloxicam", 0.1, 0.2, 15.0, ("dog", "cat", "rabbit")),
    "amoxicillin": Drug("amoxicillin", 10.0, 20.0, 1000.0),
    "gabapentin": Drug("gabapentin", 10.0, 20.0, 600.0, ("dog", "cat")),
    "buprenorphine": Drug("buprenorphine", 0.02, 0.03, 0.6, ("dog", "cat", "ferret")),
}


def drug(name: str) -> Drug:
    try:
        return FORMULARY[name]
    except KeyError:
        raise DoseError(f"{name!r} is not in the formulary") from None


def usual_dose(name: str, grams: int) -> float:
    """The usual dose for an animal of `grams`, capped at the single dose cap, 3 decimals."""
    d = drug(name)
    return round(min(d.mg_per_kg * grams / 1000, d.max_single_mg), 3)


def limit_for(name: str, grams: int) -> float:
    """The largest allowed dose for an animal of `grams` (mg, 3 decimals)."""
    d = drug(name)
    return round(min(d.max_mg_per_kg * grams / 1000, d.max_single_mg), 3)


def check_dose(name: str, species: str, grams: int, dose_mg: float) -> None:
    """Raise DoseError when the dose may not be given; return None when it may."""
    d = drug(name)
    if species not in d.species:
        raise DoseError(f"{name} is not for a {species}")
    if dose_mg <= 0:
        raise DoseError("dose must be positive")
    if dose_mg > round(d.max_mg_per_kg * grams / 1000, 3):
        raise DoseError(f"{dose_mg} mg is above {d.max_mg_per_kg} mg/kg for {grams} g")
    if dose_mg > d.max_single_mg:
        raise DoseError(f"{dose_mg} mg is above the single dose cap of {d.max_single_mg} mg")


def course_total(dose_mg: float, times_per_day: int, days: int) -> float:
    """Total mg of a course (3 decimals)."""
    return round(dose_mg * times_per_day * days, 3)


def packs_needed(dose_mg: float, times_per_day: int, days: int, tablet_mg: float, per_pack: int) -> int:
    """Whole packs to dispense; each dose is rounded up to whole or half tablets."""
    if tablet_mg <= 0 or per_pack < 1:
        raise DoseError("tablet strength and pack size must be positive")
    halves = -(-round(dose_mg * 2000) // round(tablet_mg * 1000))  # half tablets per dose, rounded up
    tablets = halves * times_per_day * days / 2
    return int(-(-tablets // per_pack))
