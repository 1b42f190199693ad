"""A rain delay: after enough rain, no watering for a number of hours."""

from .errors import IrrigateError


class RainDelay:
    def __init__(self, threshold_mm: float = 5.0, hours: int = 24):
        if threshold_mm <= 0 or hours <= 0:
            raise IrrigateError("threshold and hours must be positive")
        self.threshold_mm = threshold_mm
        self.hours = hours
        self._until: float | None = None
        self.events: list[tuple[float, float]] = []

    def record_rain(self, at_hour: float, mm: float) -> None:
        """Rain of `mm` ending at `at_hour` (hours since some epoch)."""
        if mm < 0:
            raise IrrigateError("rain cannot be negative")
        self.events.append((at_hour, mm))
        if mm >= self.threshold_mm:
            until = at_hour + self.hours
            if self._until is None or until > self._until:
                self._until = until

    def is_delayed(self, at_hour: float) -> bool:
        return self._until is not None and at_hour < self._until

    def hours_left(self, at_hour: float) -> float:
        if not self.is_delayed(at_hour):
            return 0.0
        return self._until - at_hour

    def clear(self) -> None:
        self._until = None

    def rain_since(self, hour: float) -> float:
        """Millimetres of rain recorded at or after `hour`."""
        return round(sum(mm for at, mm in self.events if at >= hour), 1)
