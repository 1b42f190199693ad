"""hivelog: beekeeping records."""

from .apiary import Apiary
from .colonies import Colony
from .dates import add_days, days_between, parse_day
from .errors import HiveError, InvalidRecord, NotFound
from .inspections import Inspection, InspectionLog
from .mites import level, mite_percent, pooled_percent
from .report import MiteBook, colony_card, format_card, yard_summary
from .treatments import WITHDRAWAL, Treatment, TreatmentBook

__all__ = [
    "Apiary", "Colony", "HiveError", "Inspection", "InspectionLog", "InvalidRecord", "MiteBook",
    "NotFound", "Treatment", "TreatmentBook", "WITHDRAWAL", "add_days", "colony_card",
    "days_between", "format_card", "level", "mite_percent", "parse_day", "pooled_percent", "yard_summary",
]
