"""Pay rules: turn a timesheet into pay lines (regular, overtime, holiday, night premium).

Overtime is weekly: within each ISO week, shifts are taken in time order and the minutes past
the threshold are overtime. Minutes worked on a Sunday or a listed holiday are paid at the
holiday multiplier and do not count towards the weekly threshold.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date
from decimal import Decimal

from .errors import PayrollError
from .money import round_cents, round_rate
from .timesheet import Timesheet


@dataclass(frozen=True)
class PayRules:
    base_rate: Decimal
    weekly_overtime_after: int = 40 * 60
    overtime_multiplier: Decimal = Decimal("1.5")
    night_premium: Decimal = Decimal("0.25")
    holiday_multiplier: Decimal = Decimal("2")
    holidays: frozenset[date] = field(default_factory=frozenset)

    def __post_init__(self) -> None:
        if self.base_rate <= 0:
            raise PayrollError("base rate must be positive")
        if self.overtime_multiplier < 1 or self.holiday_multiplier < 1:
            raise PayrollError("multipliers below 1 would pay less than the base rate")
        if self.weekly_overtime_after <= 0:
            raise PayrollError("overtime threshold must be positive")

    def is_holiday(self, day: date) -> bool:
        return day.weekday() == 6 or day in self.holidays


@dataclass(frozen=True)
class PayLine:
    description: str
    minutes: int
    rate: Decimal
    amount: Decimal


def _line(description: str, minutes: int, rate: Decimal) -> PayLine:
    return PayLine(description, minutes, rate, round_cents(Decimal(minutes) / 60 * rate))


def pay_lines(timesheet: Timesheet, rules: PayRules) -> list[PayLine]:
    """Pay lines in a fixed order; lines with no minutes are left out."""
    regular = overtime = holiday = night = 0
    for shifts in timesheet.weeks().values():
        worked = 0
        for shift in shifts:
            night += shift.night_minutes()
            if rules.is_holiday(shift.day):
                holiday += shift.minutes
                continue
            before = worked
            worked += shift.minutes
            over = max(0, worked - max(before, rules.weekly_overtime_after))
            overtime += over
            regular += shift.minutes - over
    base = round_rate(rules.base_rate)
    candidates = [
        ("Regular", regular, base),
        ("Overtime", overtime, round_rate(rules.base_rate * rules.overtime_multiplier)),
        ("Holiday", holiday, round_rate(rules.base_rate * rules.holiday_multiplier)),
        ("Night premium", night, round_rate(rules.base_rate * rules.night_premium)),
    ]
    return [_line(d, m, r) for d, m, r in candidates if m]
