import pytest

from trackmeet import MarkError, format_distance, format_time, parse_distance, parse_mark, parse_wind, round_up, wind_legal


def test_plain_seconds():
    assert parse_mark("10.52") == 10.52
    assert parse_mark(" 9.8 ") == 9.8


def test_minutes_form():
    assert parse_mark("1:02.34") == 62.34
    assert parse_mark("3:59.9") == 239.9


def test_times_are_rounded_up():
    assert round_up(10.451) == 10.46
    assert round_up(10.45) == 10.45
    assert parse_mark("10.001") == 10.01


@pytest.mark.parametrize("text", ["", "1:2.3", "1:60.00", "1.5:02", "a.bc", "1:02:03:04", "10..5"])
def test_bad_marks(text):
    with pytest.raises(MarkError):
        parse_mark(text)


def test_distances():
    assert parse_distance("7.45m") == 7.45
    assert parse_distance("7.459") == 7.45
    assert format_distance(7.5) == "7.50m"


def test_wind_readings():
    assert (parse_wind("+1.8"), parse_wind("-0.4"), parse_wind("2")) == (1.8, -0.4, 2.0)
    assert wind_legal(2.0) and wind_legal(None) and not wind_legal(2.1)
    with pytest.raises(MarkError):
        parse_wind("+")


def test_format_time():
    assert format_time(10.5) == "10.50"
    assert format_time(62.34) == "1:02.34"
    assert format_time(7803.0) == "2:10:03.00"
