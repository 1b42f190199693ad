"""fleetcare: service intervals, odometer readings and fuel consumption for vehicle fleets."""

from .errors import FleetError, ReadingError, IntervalError
from .dates import add_months, parse_day, days_between
from .odometer import Reading, check_readings, mileage_per_day, km_on, latest
from .intervals import ServiceInterval, ServiceRecord, Due, next_due, status
from .fuel import Fill, Segment, consumption, segments
from .fleet import Vehicle, PlanItem, plan, fleet_report

__all__ = [
    "FleetError", "ReadingError", "IntervalError",
    "add_months", "parse_day", "days_between",
    "Reading", "check_readings", "mileage_per_day", "km_on", "latest",
    "ServiceInterval", "ServiceRecord", "Due", "next_due", "status",
    "Fill", "Segment", "consumption", "segments",
    "Vehicle", "PlanItem", "plan", "fleet_report",
]
