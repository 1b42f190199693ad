from datetime import date
from decimal import Decimal

from wagecalc import Timesheet, build_payslip, pay_lines, parse_shift, statutory_break


def test_band_edges_are_inclusive():
    assert statutory_break(360) == 30
    assert statutory_break(540) == 45


def test_nine_hour_shift():
    assert parse_shift("2024-03-07 08:00-17:00").minutes == 495


def test_week_with_edge_shifts(week):
    days = week.minutes_by_day()
    assert days[date(2024, 3, 6)] == 330
    assert days[date(2024, 3, 7)] == 495
    assert week.total_minutes() == 3 * 480 + 330 + 495


def test_payslip_of_the_week(ana, week, rules):
    (line,) = pay_lines(week, rules)
    assert line.minutes == 2265
    assert line.amount == Decimal("698.38")
    assert build_payslip(ana, week).gross == Decimal("698.38")


def test_just_inside_each_band():
    assert [statutory_break(m) for m in (0, 359, 361, 539, 541, 900)] == [0, 0, 30, 30, 45, 45]


def test_recorded_breaks_are_used_as_given():
    assert parse_shift("2024-03-04 03:00-11:00 break=20").minutes == 460
    assert parse_shift("2024-03-04 07:00-13:00 break=10").minutes == 350
    assert parse_shift("2024-03-04 08:00-17:00 break=0").minutes == 540
