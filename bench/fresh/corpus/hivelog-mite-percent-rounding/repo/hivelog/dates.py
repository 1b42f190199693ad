"""ISO dates."""

from datetime import date, timedelta


def parse_day(value):
    """'2024-05-01' or a date -> date."""
    if isinstance(value, date):
        return value
    try:
        return date.fromisoformat(value)
    except (TypeError, ValueError):
        raise ValueError(f"bad date {value!r}") from None


def days_between(earlier, later):
    return (parse_day(later) - parse_day(earlier)).days


def add_days(day, n):
    return parse_day(day) + timedelta(days=n)
