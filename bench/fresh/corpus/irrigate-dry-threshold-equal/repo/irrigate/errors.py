"""Errors raised by irrigate."""


class IrrigateError(Exception):
    """Base class of every irrigate error."""


class ScheduleError(IrrigateError):
    """A watering window or time of day is malformed."""


class ReadingError(IrrigateError):
    """A sensor log line cannot be read."""


class BudgetError(IrrigateError):
    """A water budget or a demand is invalid."""
