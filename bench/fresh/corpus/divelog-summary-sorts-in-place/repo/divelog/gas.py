"""Gas planning: surface air consumption (SAC), gas needed, rule-of-thirds turn pressure."""

from decimal import ROUND_HALF_UP, Decimal

from .errors import ValidationError


def ambient_bar(depth: float) -> float:
    """Absolute pressure (bar) at `depth` metres of sea water."""
    if depth < 0:
        raise ValidationError("depth cannot be negative")
    return depth / 10 + 1


def round_half_up(value: float, places: int = 1) -> float:
    step = Decimal(1).scaleb(-places)
    return float(Decimal(str(value)).quantize(step, rounding=ROUND_HALF_UP))


def sac_rate(start_bar: int, end_bar: int, cylinder_litres: float, minutes: int, avg_depth: float) -> float:
    """Litres per minute at the surface, rounded half up to one decimal."""
    if minutes <= 0 or cylinder_litres <= 0:
        raise ValidationError("minutes and cylinder size must be positive")
    if end_bar > start_bar:
        raise ValidationError("the cylinder cannot end fuller than it started")
    used = (start_bar - end_bar) * cylinder_litres
    return round_half_up(used / minutes / ambient_bar(avg_depth))


def gas_needed(sac: float, minutes: int, avg_depth: float) -> int:
    """Litres of gas (rounded up to whole litres) for `minutes` at `avg_depth`."""
    litres = Decimal(str(sac)) * minutes * Decimal(str(ambient_bar(avg_depth)))
    return int(litres.to_integral_value(rounding="ROUND_CEILING"))


def turn_pressure(start_bar: int) -> int:
    """Rule of thirds: turn the dive once a third of the gas is used (whole bar, rounded up)."""
    if start_bar <= 0:
        raise ValidationError("start pressure must be positive")
    usable = start_bar // 3
    return start_bar - usable
