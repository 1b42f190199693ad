"""Exceptions of fleetcare; FleetError is the one type callers need to catch."""


class FleetError(Exception):
    """Base class of every fleetcare error."""


class ReadingError(FleetError, ValueError):
    """Odometer readings that cannot be right (negative, or going backwards in time)."""


class IntervalError(FleetError, ValueError):
    """A service interval or a service record that is malformed."""
