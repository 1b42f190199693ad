from datetime import date

import pytest

from loanshelf import Closures, parse_day
from conftest import EASTER


def test_is_open():
    assert EASTER.is_open(date(2026, 4, 4))
    assert not EASTER.is_open(date(2026, 4, 3))
    assert not EASTER.is_open(date(2026, 3, 29))


def test_next_open_day_after_a_single_closure():
    assert EASTER.next_open_day(date(2026, 4, 3)) == date(2026, 4, 4)
    assert EASTER.next_open_day(date(2026, 3, 29)) == date(2026, 3, 30)
    assert EASTER.next_open_day(date(2026, 4, 8)) == date(2026, 4, 8)


def test_open_days_between():
    assert EASTER.open_days_between(date(2026, 4, 2), date(2026, 4, 7)) == 2
    assert EASTER.open_days_between(date(2026, 4, 7), date(2026, 4, 7)) == 0


def test_closures_validation_and_parse_day():
    with pytest.raises(ValueError):
        Closures(closed_weekdays=range(7))
    with pytest.raises(ValueError):
        Closures(closed_weekdays=(7,))
    assert parse_day("2026-04-04") == date(2026, 4, 4)
    with pytest.raises(ValueError):
        parse_day("4/4/2026")
