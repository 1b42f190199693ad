"""calspan: calendar arithmetic for scheduling code.

Business days with holiday calendars, inclusive date ranges, month arithmetic, human and ISO-8601
durations, and a small subset of RFC 5545 recurrence rules.
"""

from .business import (
    add_business_days,
    business_days_between,
    holidays_between,
    is_business_day,
    next_business_day,
    previous_business_day,
)
from .durations import format_duration, parse_duration, parse_iso_duration
from .errors import CalspanError, DurationError, RangeError, RecurrenceError
from .holidays import FixedHoliday, HolidayCalendar, NthWeekdayHoliday
from .months import add_months, days_in_month, month_end, months_between, next_month_start, quarter_end, quarter_start
from .ranges import DateRange, conflicts, merge_ranges, parse_range, total_days
from .recurrence import Recurrence, describe, parse_rule

__version__ = "1.3.0"

__all__ = [
    "CalspanError",
    "DateRange",
    "DurationError",
    "FixedHoliday",
    "HolidayCalendar",
    "NthWeekdayHoliday",
    "RangeError",
    "Recurrence",
    "RecurrenceError",
    "add_business_days",
    "add_months",
    "business_days_between",
    "conflicts",
    "days_in_month",
    "describe",
    "format_duration",
    "holidays_between",
    "is_business_day",
    "merge_ranges",
    "month_end",
    "months_between",
    "next_business_day",
    "next_month_start",
    "parse_duration",
    "parse_iso_duration",
    "parse_range",
    "parse_rule",
    "previous_business_day",
    "quarter_end",
    "quarter_start",
    "total_days",
]
