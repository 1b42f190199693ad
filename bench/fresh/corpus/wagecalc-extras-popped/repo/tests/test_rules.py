from datetime import date
from decimal import Decimal

import pytest

from wagecalc import PayRules, PayrollError, Timesheet, pay_lines


def test_regular_week_has_one_line(rules):
    sheet = Timesheet("Ana").add_text("2024-03-04 08:00-16:30", "2024-03-05 08:00-16:30")
    (line,) = pay_lines(sheet, rules)
    assert (line.description, line.minutes, line.rate, line.amount) == ("Regular", 960, Decimal("18.5000"), Decimal("296.00"))


def test_overtime_past_weekly_threshold(rules):
    sheet = Timesheet("Ana").add_text(*[f"2024-03-0{d} 07:00-17:30" for d in range(4, 9)])
    lines = {l.description: l for l in pay_lines(sheet, rules)}
    assert lines["Regular"].minutes == 2400
    assert lines["Overtime"].minutes == 5 * 585 - 2400
    assert lines["Overtime"].rate == Decimal("27.7500")


def test_week_overview(week, rules):
    lines = pay_lines(week, rules)
    assert [l.description for l in lines] == ["Regular"]
    assert lines[0].amount > 0


def test_sunday_and_holiday_minutes(rules):
    easter = PayRules(base_rate=Decimal("18.50"), holidays=frozenset({date(2024, 4, 1)}))
    sheet = Timesheet("Ana").add_text("2024-03-31 10:00-14:00", "2024-04-01 10:00-14:00", "2024-04-02 10:00-14:00")
    lines = {l.description: l for l in pay_lines(sheet, easter)}
    assert lines["Holiday"].minutes == 480
    assert lines["Holiday"].amount == Decimal("296.00")
    assert lines["Regular"].minutes == 240


def test_night_premium_line(rules):
    sheet = Timesheet("Ana").add_text("2024-03-04 02:00-10:00 break=30")
    lines = {l.description: l for l in pay_lines(sheet, rules)}
    assert lines["Night premium"].minutes == 240
    assert lines["Night premium"].rate == Decimal("4.6250")


def test_rules_validation():
    with pytest.raises(PayrollError):
        PayRules(base_rate=Decimal("0"))
    with pytest.raises(PayrollError):
        PayRules(base_rate=Decimal("10"), overtime_multiplier=Decimal("0.9"))
