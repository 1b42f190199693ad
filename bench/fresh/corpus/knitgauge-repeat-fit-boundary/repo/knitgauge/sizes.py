"""Sizes: pick the size to knit from a body measurement and the wanted ease."""

from .errors import KnitError
from .gauge import Gauge
from .rounding import to_even


def size_for(chest_cm: float, sizes: dict[str, float], ease_cm: float = 5) -> str:
    """The smallest size whose finished chest is at least the body chest plus the ease."""
    wanted = chest_cm + ease_cm
    fitting = [(cm, name) for name, cm in sizes.items() if cm >= wanted]
    if not fitting:
        raise KnitError(f"no size has a finished chest of {wanted:g} cm or more")
    return min(fitting)[1]


def cast_on(gauge: Gauge, finished_chest_cm: float, pieces: int = 2) -> int:
    """Stitches to cast on for each of `pieces` (front and back), an even number each."""
    if pieces <= 0:
        raise KnitError("at least one piece")
    return to_even(gauge.stitches * finished_chest_cm / 10 / pieces)
