import pytest

from crewroster import duration, fmt_minutes, night_minutes, parse_clock


def test_parse_clock():
    assert parse_clock("06:30") == 390
    assert parse_clock(" 23:59") == 1439
    for bad in ("24:00", "6:3", "noon", "12:60", None):
        with pytest.raises(ValueError):
            parse_clock(bad)


def test_duration_of_a_day_shift():
    assert duration(360, 840) == 480
    with pytest.raises(ValueError):
        duration(600, 600)


def test_fmt_minutes():
    assert fmt_minutes(0) == "Mon 00:00"
    assert fmt_minutes(1440 + 390) == "Tue 06:30"
    assert fmt_minutes(7 * 1440 + 60) == "Mon 01:00"


def test_night_minutes_of_day_spans():
    assert night_minutes(6 * 60, 14 * 60) == 0
    assert night_minutes(20 * 60, 23 * 60) == 60
    assert night_minutes(0, 60) == 60
