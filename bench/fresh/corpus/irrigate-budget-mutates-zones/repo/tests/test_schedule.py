import pytest

from irrigate import ScheduleError, duration, format_time, in_window, minutes_until_open, parse_time, parse_window


def test_parse_and_format_time():
    assert parse_time("06:30") == 390
    assert parse_time("00:00") == 0
    assert format_time(1439) == "23:59"
    assert format_time(1440 + 5) == "00:05"
    for bad in ["6:30", "24:00", "12:60", "ab:cd", "12-30"]:
        with pytest.raises(ScheduleError):
            parse_time(bad)


def test_parse_window():
    w = parse_window("05:00-07:30")
    assert (w.start, w.end) == (300, 450)
    assert str(w) == "05:00-07:30"
    with pytest.raises(ScheduleError):
        parse_window("05:00-05:00")
    with pytest.raises(ScheduleError):
        parse_window("05:00")


def test_daytime_window():
    w = parse_window("05:00-07:00")
    assert duration(w) == 120
    assert in_window(w, 300) and in_window(w, 419)
    assert not in_window(w, 420) and not in_window(w, 299)


def test_minutes_until_open():
    w = parse_window("05:00-07:00")
    assert minutes_until_open(w, 240) == 60
    assert minutes_until_open(w, 360) == 0
    assert minutes_until_open(w, 1380) == 360
