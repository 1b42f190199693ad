import pytest

from divelog import ValidationError, ndl, pressure_group, table_depth, within_ndl


def test_depth_between_rows_uses_the_deeper_row():
    assert table_depth(10) == 12
    assert table_depth(16.5) == 18
    assert ndl(19) == 37
    assert ndl(31) == 10


def test_within_ndl():
    assert within_ndl(20, 30)
    assert not within_ndl(25, 25)


def test_outside_the_table():
    with pytest.raises(ValidationError):
        ndl(45)
    with pytest.raises(ValidationError):
        ndl(0)


def test_pressure_groups_between_rows():
    assert pressure_group(10, 9) == "A"
    assert pressure_group(10, 10) == "B"
    assert pressure_group(20, 20) == "E"
    with pytest.raises(ValidationError):
        pressure_group(20, 40)
