import pytest

from divelog import ValidationError, add_minutes, format_duration, minutes_between, parse_time


def test_parse_and_add():
    assert parse_time("00:00") == 0
    assert parse_time("23:59") == 1439
    assert add_minutes("09:30", 45) == "10:15"
    assert add_minutes("23:30", 45) == "00:15"


@pytest.mark.parametrize("bad", ["9", "24:00", "12:60", "ab:cd", "12:5"])
def test_bad_times(bad):
    with pytest.raises(ValidationError):
        parse_time(bad)


def test_minutes_between_wraps_midnight():
    assert minutes_between("09:00", "10:30") == 90
    assert minutes_between("23:00", "01:00") == 120


def test_format_duration():
    assert format_duration(45) == "45 min"
    assert format_duration(60) == "1 h 00 min"
    assert format_duration(125) == "2 h 05 min"
    with pytest.raises(ValidationError):
        format_duration(-1)
