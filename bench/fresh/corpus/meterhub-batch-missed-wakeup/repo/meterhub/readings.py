"""Readings and their plausible ranges."""

from dataclasses import dataclass

from .errors import HubError

LIMITS = {"temp": (-50.0, 60.0), "humidity": (0.0, 100.0), "pressure": (800.0, 1100.0)}


@dataclass(frozen=True)
class Reading:
    sid: str
    value: float
    at: float


def in_range(kind: str, value: float) -> bool:
    """True if `value` is plausible for a sensor of `kind` (limits included)."""
    try:
        low, high = LIMITS[kind]
    except KeyError:
        raise HubError(f"unknown sensor kind: {kind!r}") from None
    return low <= value <= high


def mean(readings: list[Reading]) -> float | None:
    if not readings:
        return None
    return round(sum(r.value for r in readings) / len(readings), 2)


def spread(readings: list[Reading]) -> float | None:
    """Highest minus lowest value."""
    if not readings:
        return None
    values = [r.value for r in readings]
    return round(max(values) - min(values), 3)


def by_sensor(readings: list[Reading]) -> dict[str, list[float]]:
    """Values per sensor, in arrival order."""
    out: dict[str, list[float]] = {}
    for r in readings:
        out.setdefault(r.sid, []).append(r.value)
    return out


def rolling_mean(values: list[float], window: int) -> list[float]:
    """Mean of each run of `window` consecutive values, two decimals."""
    if window < 1:
        raise HubError("window must be at least 1")
    return [round(sum(values[i:i + window]) / window, 2) for i in range(len(values) - window + 1)]
