"""Needle sizes (metric mm and US numbers) and the usual needles for a yarn weight."""

from .errors import KnitError

# mm -> US size
US_SIZES: dict[float, str] = {
    2.0: "0", 2.25: "1", 2.75: "2", 3.25: "3", 3.5: "4", 3.75: "5", 4.0: "6", 4.5: "7",
    5.0: "8", 5.5: "9", 6.0: "10", 6.5: "10.5", 8.0: "11", 9.0: "13", 10.0: "15",
}

# yarn weight -> (smallest, largest) usual needle in mm
WEIGHTS: dict[str, tuple[float, float]] = {
    "lace": (2.0, 3.25), "fingering": (2.25, 3.25), "sport": (3.25, 3.75), "dk": (3.75, 4.5),
    "worsted": (4.5, 5.5), "aran": (5.0, 6.0), "bulky": (6.0, 8.0), "super bulky": (8.0, 10.0),
}


def us_size(mm: float) -> str:
    try:
        return US_SIZES[mm]
    except KeyError:
        raise KnitError(f"no US size for {mm} mm") from None


def mm_for(us: str) -> float:
    for mm, size in US_SIZES.items():
        if size == str(us).strip():
            return mm
    raise KnitError(f"unknown US needle size {us!r}")


def needles_for(weight: str) -> list[float]:
    """The metric needle sizes usually used for `weight`, smallest first."""
    key = weight.strip().lower()
    if key not in WEIGHTS:
        raise KnitError(f"unknown yarn weight {weight!r}")
    low, high = WEIGHTS[key]
    return [mm for mm in US_SIZES if low <= mm <= high]


def adjust_needle(mm: float, stitches_too_many: bool) -> float:
    """The next needle size up (too many stitches per 10 cm) or down (too few)."""
    sizes = sorted(US_SIZES)
    if mm not in US_SIZES:
        raise KnitError(f"unknown needle size {mm} mm")
    i = sizes.index(mm) + (1 if stitches_too_many else -1)
    if not 0 <= i < len(sizes):
        raise KnitError("no further needle size")
    return sizes[i]
