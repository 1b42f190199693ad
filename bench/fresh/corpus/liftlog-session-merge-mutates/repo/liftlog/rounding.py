"""Half-up rounding of weights to a step."""

from decimal import ROUND_HALF_UP, Decimal


def to_step(value: float, step: float) -> float:
    """Round `value` to the nearest multiple of `step`, halves upwards (101.25 -> 101.5 at 0.5)."""
    if step <= 0:
        raise ValueError("step must be positive")
    units = (Decimal(str(value)) / Decimal(str(step))).quantize(Decimal(1), rounding=ROUND_HALF_UP)
    return float(units * Decimal(str(step)))


def down_to_step(value: float, step: float) -> float:
    """The largest multiple of `step` not above `value`."""
    units = (Decimal(str(value)) / Decimal(str(step))).to_integral_value(rounding="ROUND_FLOOR")
    return float(units * Decimal(str(step)))
