"""Plate loading: which plates go on each side of the bar."""

from .errors import LiftError, NotLoadable

BAR = 20.0
PLATES = (25.0, 20.0, 15.0, 10.0, 5.0, 2.5, 1.25)


def per_side(target: float, bar: float = BAR) -> float:
    if target < bar:
        raise LiftError(f"{target} kg is lighter than the {bar} kg bar")
    return (target - bar) / 2


def load(target: float, bar: float = BAR, plates: tuple = PLATES) -> list[float]:
    """Plates for ONE side, heaviest first, fewest plates; NotLoadable when not exact."""
    remaining = per_side(target, bar)
    side = []
    for plate in sorted(plates, reverse=True):
        while remaining >= plate:
            side.append(plate)
            remaining -= plate
    if remaining > 0:
        raise NotLoadable(f"{target} kg cannot be loaded exactly")
    return side


def achievable(target: float, bar: float = BAR, plates: tuple = PLATES) -> float:
    """The heaviest loadable weight not above `target`."""
    if target < bar:
        raise LiftError(f"{target} kg is lighter than the {bar} kg bar")
    remaining = (target - bar) / 2
    loaded = 0.0
    for plate in sorted(plates, reverse=True):
        while remaining >= plate:
            loaded += plate
            remaining -= plate
    return bar + 2 * loaded


def describe(target: float, bar: float = BAR) -> str:
    side = load(target, bar)
    if not side:
        return f"{target:g} kg: empty bar"
    return f"{target:g} kg: " + " + ".join(f"{p:g}" for p in side) + " per side"
