import pytest
from conftest import dive

from divelog import ValidationError, ndl, pressure_group, table_depth, within_ndl
from divelog.tables import NDL


def test_every_row_depth_uses_its_own_row():
    for row, limit in NDL.items():
        assert table_depth(row) == row
        assert ndl(row) == limit


def test_pressure_group_on_a_row_depth():
    assert pressure_group(18, 6) == "A"
    assert pressure_group(18, 56) == "J"
    assert pressure_group(12, 147) == "L"
    assert pressure_group(42, 5) == "C"


def test_time_at_the_limit_on_a_row_depth():
    assert within_ndl(30, 14)
    assert not within_ndl(30, 15)


def test_logbook_check_at_a_row_depth(book):
    d = book.add(dive(depth=30, minutes=12))
    assert book.check(d) == []


def test_between_rows_unchanged():
    assert table_depth(18.4) == 21
    assert table_depth(18.5) == 21
    assert ndl(29.9) == 14
    assert pressure_group(16, 11) == "B"
    assert pressure_group(17.6, 12) == "C"


def test_beyond_and_below_the_table():
    with pytest.raises(ValidationError):
        ndl(42.5)
    with pytest.raises(ValidationError):
        pressure_group(43, 3)
    with pytest.raises(ValidationError):
        table_depth(-1)
    assert within_ndl(11, 147)
