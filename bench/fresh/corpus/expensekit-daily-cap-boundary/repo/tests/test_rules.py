from decimal import Decimal

from conftest import day, line
from expensekit import cap_findings, check_lines, daily_totals, mileage_amount, mileage_parts, receipt_findings, reimbursable


def test_daily_totals_per_day_and_category():
    lines = [line(1, "meals", "20"), line(1, "meals", "15.50"), line(2, "meals", "9"), line(1, "taxi", "30")]
    assert daily_totals(lines) == {
        (day(1), "meals"): Decimal("35.50"),
        (day(2), "meals"): Decimal("9.00"),
        (day(1), "taxi"): Decimal("30.00"),
    }


def test_over_cap_finding_carries_the_excess():
    found = cap_findings([line(3, "meals", "45.00", receipt=True), line(3, "meals", "27.50", receipt=True)])
    assert [(f.code, f.day, f.category, f.amount) for f in found] == [("over-cap", day(3), "meals", Decimal("12.50"))]


def test_below_cap_and_uncapped_categories():
    assert cap_findings([line(3, "lodging", "179.99", receipt=True)]) == []
    assert cap_findings([line(3, "travel", "950.00", receipt=True)]) == []


def test_receipt_needed_above_the_limit():
    found = receipt_findings([line(4, "taxi", "31.00"), line(4, "taxi", "12.00"), line(5, "supplies", "40.00", receipt=True)])
    assert [(f.code, f.amount) for f in found] == [("receipt-missing", Decimal("31.00"))]


def test_check_lines_orders_findings():
    found = check_lines([line(5, "taxi", "95.00"), line(4, "meals", "70.00", receipt=True)])
    assert [(f.day.day, f.category, f.code) for f in found] == [
        (4, "meals", "over-cap"), (5, "taxi", "over-cap"), (5, "taxi", "receipt-missing")]


def test_reimbursable_leaves_out_the_excess():
    lines = [line(3, "meals", "75.00", receipt=True), line(3, "taxi", "20.00")]
    assert reimbursable(lines) == Decimal("80.00")


def test_mileage_within_one_tier():
    assert mileage_amount(120, 0) == Decimal("36.00")
    assert mileage_parts(120, 0) == [(120, Decimal("0.30"))]
    assert mileage_amount(300, 12000) == Decimal("75.00")


def test_mileage_past_every_limit():
    assert mileage_amount(50, 25000) == Decimal("10.00")
    assert mileage_parts(50, 20000) == [(50, Decimal("0.20"))]


def test_meals_exactly_at_the_cap_are_fine():
    assert cap_findings([line(3, "meals", "35.00", receipt=True), line(3, "meals", "25.00")]) == []
