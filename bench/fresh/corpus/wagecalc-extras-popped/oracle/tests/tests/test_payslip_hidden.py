from decimal import Decimal

import pytest

from wagecalc import Deduction, Employee, PayrollError, Timesheet, build_payslip


def test_shared_extras_reimbursed_for_everyone(ana, rules):
    bo = Employee("Bo", rules)
    crew = {"bonus": "50.00", "expenses": "12.40"}
    first = build_payslip(ana, Timesheet("Ana").add_text("2024-03-04 08:00-16:30"), crew)
    second = build_payslip(bo, Timesheet("Bo").add_text("2024-03-04 08:00-16:30"), crew)
    assert first.reimbursed == second.reimbursed == Decimal("12.40")
    assert second.extras == [("bonus", Decimal("50.00"))]


def test_same_inputs_same_payslip(ana):
    sheet = Timesheet("Ana").add_text("2024-03-04 08:00-16:30")
    extras = {"expenses": "3.00", "bonus": "10"}
    assert build_payslip(ana, sheet, extras) == build_payslip(ana, sheet, extras)


def test_employee_deductions_keep_their_order(ana):
    before = list(ana.deductions)
    slip = build_payslip(ana, Timesheet("Ana").add_text("2024-03-04 08:00-16:30"))
    assert ana.deductions == before
    assert [name for name, _ in slip.deductions] == ["Pension", "Union dues"]


def test_rejected_extras_left_alone(ana):
    extras = {"expenses": "-1"}
    with pytest.raises(PayrollError):
        build_payslip(ana, Timesheet("Ana"), extras)
    assert extras == {"expenses": "-1"}


def test_extra_lines_sorted_by_name(ana):
    sheet = Timesheet("Ana").add_text("2024-03-04 08:00-16:30")
    slip = build_payslip(ana, sheet, {"shift_bonus": "20.00", "bonus": "1,000.50", "expenses": "12.40"})
    assert slip.extras == [("bonus", Decimal("1000.50")), ("shift_bonus", Decimal("20.00"))]
    rows = [line.split()[0] for line in slip.render().splitlines()[1:]]
    assert rows == ["Regular", "Bonus", "Shift_bonus", "Gross", "Tax", "Pension", "Union", "Expenses", "Net"]


def test_deductions_applied_by_priority(rules):
    emp = Employee("Cy", rules, deductions=[
        Deduction("B", Decimal("1"), priority=50), Deduction("A", Decimal("2"), priority=5)])
    slip = build_payslip(emp, Timesheet("Cy").add_text("2024-03-04 08:00-16:30"))
    assert slip.deductions == [("A", Decimal("2.96")), ("B", Decimal("1.48"))]
    assert build_payslip(emp, Timesheet("Cy"), None).extras == []
