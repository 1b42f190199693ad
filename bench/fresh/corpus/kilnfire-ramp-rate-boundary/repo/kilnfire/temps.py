"""Temperatures: Celsius / Fahrenheit conversions, parsing and display rounding."""

from decimal import ROUND_HALF_UP, Decimal

from .errors import KilnError

UNITS = ("C", "F")


def round_to(value: float, step: float = 1) -> float:
    """Round `value` to a multiple of `step`, halves away from zero (1217.5 -> 1220 with step 5)."""
    if step <= 0:
        raise ValueError("step must be positive")
    q = Decimal(str(value)) / Decimal(str(step))
    n = q.quantize(Decimal(1), rounding=ROUND_HALF_UP)
    result = n * Decimal(str(step))
    return int(result) if float(step).is_integer() else float(result)


def c_to_f(celsius: float) -> float:
    return celsius * 9 / 5 + 32


def f_to_c(fahrenheit: float) -> float:
    return (fahrenheit - 32) * 5 / 9


def convert(value: float, unit: str) -> float:
    """Convert a Celsius value to `unit`."""
    if unit not in UNITS:
        raise KilnError(f"unknown unit {unit!r}")
    return c_to_f(value) if unit == "F" else value


def parse_temp(text: str) -> float:
    """Parse '1222C', '2232 F' or '1222' (Celsius) into degrees Celsius."""
    t = text.strip().upper().replace("°", "")
    unit = "C"
    if t and t[-1] in UNITS:
        unit, t = t[-1], t[:-1].strip()
    try:
        value = float(t)
    except ValueError:
        raise KilnError(f"not a temperature: {text!r}") from None
    return f_to_c(value) if unit == "F" else value


def format_temp(celsius: float, unit: str = "C", step: float = 1) -> str:
    """'1222°C' / '2230°F' - converted to `unit` and rounded to `step`."""
    return f"{round_to(convert(celsius, unit), step)}°{unit}"
