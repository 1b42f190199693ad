from datetime import date

import pytest

from fleetcare import FleetError, add_months, days_between, parse_day


def test_add_months_plain():
    assert add_months(date(2026, 1, 15), 1) == date(2026, 2, 15)
    assert add_months(date(2026, 5, 10), 12) == date(2027, 5, 10)


def test_add_months_across_years_both_ways():
    assert add_months(date(2026, 12, 5), 1) == date(2027, 1, 5)
    assert add_months(date(2026, 1, 5), -1) == date(2025, 12, 5)
    assert add_months(date(2026, 3, 20), -14) == date(2025, 1, 20)
    assert add_months(date(2026, 3, 20), 0) == date(2026, 3, 20)


def test_add_months_rejects_non_integers():
    with pytest.raises(TypeError):
        add_months(date(2026, 1, 1), 1.5)
    with pytest.raises(TypeError):
        add_months(date(2026, 1, 1), True)


def test_parse_day_and_days_between():
    assert parse_day(" 2026-02-28 ") == date(2026, 2, 28)
    with pytest.raises(FleetError):
        parse_day("28/02/2026")
    assert days_between(date(2026, 3, 1), date(2026, 2, 1)) == -28
