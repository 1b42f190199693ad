from datetime import date

import pytest

from fleetcare import Reading, ServiceInterval, ServiceRecord, Vehicle, add_months, plan


def test_add_months_clamps_to_the_month_end():
    assert add_months(date(2026, 1, 31), 1) == date(2026, 2, 28)
    assert add_months(date(2026, 8, 31), 1) == date(2026, 9, 30)
    assert add_months(date(2026, 5, 31), 1) == date(2026, 6, 30)
    assert add_months(date(2026, 3, 31), -1) == date(2026, 2, 28)
    assert add_months(date(2026, 1, 30), 1) == date(2026, 2, 28)


def test_leap_years():
    assert add_months(date(2028, 1, 31), 1) == date(2028, 2, 29)
    assert add_months(date(2028, 2, 29), 12) == date(2029, 2, 28)
    assert add_months(date(2028, 2, 29), 48) == date(2032, 2, 29)
    assert add_months(date(2027, 12, 31), 2) == date(2028, 2, 29)


def test_plan_with_a_month_end_service():
    monthly = ServiceInterval("check", every_months=1)
    v = Vehicle("M1", "Minibus", intervals=[monthly], services=[ServiceRecord("check", date(2028, 1, 31), 100)],
                readings=[Reading(date(2028, 1, 1), 50), Reading(date(2028, 2, 1), 200)])
    (item,) = plan([v], date(2028, 2, 20))
    assert item.due.day == date(2028, 2, 29)
    assert item.status == "soon"


def test_month_ends_that_exist_are_kept():
    assert add_months(date(2026, 1, 31), 2) == date(2026, 3, 31)
    assert add_months(date(2026, 7, 31), 1) == date(2026, 8, 31)
    assert add_months(date(2026, 12, 31), 1) == date(2027, 1, 31)
    assert add_months(date(2026, 4, 30), 1) == date(2026, 5, 30)


def test_short_days_and_negative_steps():
    assert add_months(date(2026, 1, 28), 1) == date(2026, 2, 28)
    assert add_months(date(2026, 12, 15), 2) == date(2027, 2, 15)
    assert add_months(date(2026, 3, 20), -14) == date(2025, 1, 20)


def test_months_must_be_integers():
    with pytest.raises(TypeError):
        add_months(date(2026, 1, 31), 1.0)
