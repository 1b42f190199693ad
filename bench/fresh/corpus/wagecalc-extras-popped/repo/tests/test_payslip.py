from decimal import Decimal

import pytest

from wagecalc import PayrollError, Timesheet, build_payslip


def test_payslip_totals(ana):
    sheet = Timesheet("Ana").add_text("2024-03-04 08:00-16:30", "2024-03-05 08:00-16:30")
    slip = build_payslip(ana, sheet)
    assert slip.gross == Decimal("296.00")
    assert slip.tax == Decimal("0.00")
    assert slip.deductions == [("Pension", Decimal("14.80")), ("Union dues", Decimal("2.96"))]
    assert slip.net == Decimal("278.24")


def test_extras_and_expenses(ana):
    sheet = Timesheet("Ana").add_text("2024-03-04 08:00-16:30")
    extras = {"shift_bonus": "20.00", "bonus": "1,000.50", "expenses": "12.40"}
    slip = build_payslip(ana, sheet, extras)
    assert slip.gross == Decimal("1168.50")
    assert slip.reimbursed == Decimal("12.40")
    assert slip.net == slip.gross - slip.tax - sum(a for _, a in slip.deductions) + Decimal("12.40")


def test_month_payslip(ana, week):
    slip = build_payslip(ana, week, {"bonus": "938.50"})
    assert slip.tax > 0
    assert len(slip.deductions) == 2
    assert slip.net < slip.gross


def test_deduction_cap(ana):
    sheet = Timesheet("Ana").add_text(*[f"2024-03-{d:02d} 07:00-17:30" for d in (4, 5, 6, 7, 8, 11, 12, 13)])
    slip = build_payslip(ana, sheet)
    assert dict(slip.deductions)["Union dues"] == Decimal("15.00")


def test_render(ana):
    sheet = Timesheet("Ana").add_text("2024-03-04 08:00-16:30")
    text = build_payslip(ana, sheet, {"bonus": "50", "expenses": "5"}).render()
    assert text.splitlines()[0] == "Payslip: Ana"
    assert "Gross" in text and "Expenses" in text


def test_payslip_errors(ana):
    with pytest.raises(PayrollError):
        build_payslip(ana, Timesheet("Bo"))
    with pytest.raises(PayrollError):
        build_payslip(ana, Timesheet("Ana"), {"expenses": "-1"})


def test_extras_dict_is_not_modified(ana):
    sheet = Timesheet("Ana").add_text("2024-03-04 08:00-16:30")
    extras = {"bonus": "50.00", "expenses": "12.40"}
    build_payslip(ana, sheet, extras)
    assert extras == {"bonus": "50.00", "expenses": "12.40"}
