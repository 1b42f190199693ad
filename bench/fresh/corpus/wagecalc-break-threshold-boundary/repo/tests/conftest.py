from decimal import Decimal

import pytest

from wagecalc import Deduction, Employee, PayRules, Timesheet


@pytest.fixture
def rules():
    return PayRules(base_rate=Decimal("18.50"))


@pytest.fixture
def ana(rules):
    return Employee(
        "Ana",
        rules,
        deductions=[
            Deduction("Union dues", Decimal("1"), cap=Decimal("15.00"), priority=200),
            Deduction("Pension", Decimal("5"), priority=10),
        ],
    )


@pytest.fixture
def week():
    # Monday 2024-03-04 .. Friday 2024-03-08
    return Timesheet("Ana").add_text(
        "2024-03-04 08:00-16:30",
        "2024-03-05 08:00-16:30",
        "2024-03-06 07:00-13:00",
        "2024-03-07 08:00-17:00",
        "2024-03-08 08:00-16:30",
    )
