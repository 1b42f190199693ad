"""How much water a zone needs, for how long its valves run, and in which cycles."""

import math

from .errors import IrrigateError

RAIN_EFFICIENCY = 0.8  # share of the rain that reaches the roots


def water_need_mm(et_mm: float, coefficient: float, rain_mm: float = 0.0) -> float:
    """Millimetres of water a crop needs today after the useful part of the rain."""
    if et_mm < 0 or rain_mm < 0:
        raise IrrigateError("evapotranspiration and rain cannot be negative")
    need = et_mm * coefficient - rain_mm * RAIN_EFFICIENCY
    return round(max(0.0, need), 1)


def litres(zone, need_mm: float) -> float:
    """One millimetre over one square metre is one litre."""
    return round(need_mm * zone.area_m2, 1)


def runtime_minutes(zone, need_mm: float) -> int:
    """Whole minutes of watering for the need (rounded up)."""
    if need_mm <= 0:
        return 0
    return math.ceil(litres(zone, need_mm) / zone.flow_lpm)


def split_cycles(total: int, max_cycle: int) -> list[int]:
    """Split a runtime into cycles of at most `max_cycle` minutes; the last may be shorter."""
    if max_cycle < 1:
        raise IrrigateError("a cycle lasts at least one minute")
    if total < 0:
        raise IrrigateError("a runtime cannot be negative")
    full, rest = divmod(total, max_cycle)
    cycles = [max_cycle] * full
    if rest:
        cycles.append(rest)
    return cycles


def cycle_count(total: int, max_cycle: int) -> int:
    """How many cycles `split_cycles` makes for this runtime."""
    if max_cycle < 1:
        raise IrrigateError("a cycle lasts at least one minute")
    return total // max_cycle


def soak_span(total: int, max_cycle: int, soak: int) -> int:
    """Minutes from the first valve opening to the last closing, with `soak` minutes between cycles."""
    count = cycle_count(total, max_cycle)
    return total + soak * max(0, count - 1)
