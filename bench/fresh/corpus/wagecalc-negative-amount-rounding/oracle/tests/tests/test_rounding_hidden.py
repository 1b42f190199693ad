from decimal import Decimal

from wagecalc import Timesheet, build_payslip, format_amount, parse_amount, percent_of, round_cents, round_rate, split_evenly


def test_negative_halves_for_cents():
    assert round_cents("-2.345") == Decimal("-2.35")
    assert round_cents("-0.005") == Decimal("-0.01")
    assert round_cents("-2.3350") == Decimal("-2.34")
    assert round_cents(Decimal("-7.01") / 2) == Decimal("-3.51")
    assert format_amount(Decimal("-0.125")) == "-€0.13"


def test_negative_halves_for_rates():
    assert round_rate("-12.34565") == Decimal("-12.3457")
    assert round_rate("-0.00005") == Decimal("-0.0001")


def test_negative_percentages_and_parsing():
    assert percent_of(Decimal("-10.10"), 25) == Decimal("-2.53")
    assert parse_amount("(2.345)") == Decimal("-2.35")
    assert parse_amount("-1,000.005") == Decimal("-1000.01")


def test_negative_extra_on_payslip(ana):
    sheet = Timesheet("Ana").add_text("2024-03-04 08:00-16:30")
    slip = build_payslip(ana, sheet, {"correction": Decimal("-20.125")})
    assert slip.extras == [("correction", Decimal("-20.13"))]
    assert slip.gross == Decimal("127.87")


def test_positive_halves_unchanged():
    assert round_cents("2.345") == Decimal("2.35")
    assert round_cents("0.125") == Decimal("0.13")
    assert round_rate("12.34565") == Decimal("12.3457")
    assert percent_of(Decimal("1234.50"), 5) == Decimal("61.73")


def test_negative_non_halves_unchanged():
    assert round_cents("-2.346") == Decimal("-2.35")
    assert round_cents("-2.344") == Decimal("-2.34")
    assert round_rate("-1.00004") == Decimal("-1.0000")
    assert split_evenly(Decimal("-0.05"), 2) == [Decimal("-0.03"), Decimal("-0.02")]


def test_payslip_with_half_cent_pension(ana):
    sheet = Timesheet("Ana").add_text("2024-03-04 08:00-17:00 break=0", "2024-03-05 08:00-16:00 break=0")
    slip = build_payslip(ana, sheet, {"bonus": "920.00"})
    assert slip.gross == Decimal("1234.50")
    assert slip.deductions == [("Pension", Decimal("61.73")), ("Union dues", Decimal("12.35"))]
