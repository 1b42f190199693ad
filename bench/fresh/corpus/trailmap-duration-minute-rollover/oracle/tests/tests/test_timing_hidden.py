from conftest import track_of
from trailmap import Route, format_duration, format_pace, summary


def test_durations_that_round_up_to_the_hour():
    assert format_duration(0.9999) == "1:00"
    assert format_duration(2.992) == "3:00"
    assert format_duration(59.75 / 60) == "1:00"


def test_pace_that_rounds_up_to_the_minute():
    assert format_pace(5.9999) == "6:00"
    assert format_pace(11.995) == "12:00"
    assert format_pace(7 + 59.6 / 60) == "8:00"


def test_summary_line_of_a_stage_near_the_hour():
    flat = track_of([0, 0, 0], run_m=4999.2)
    line = summary(Route([("long", flat)]))[0]
    assert line.endswith(", 2:00 h, T1")


def test_ordinary_durations_round_half_up():
    assert format_duration(0.5 / 60) == "0:01"
    assert format_duration(30.5 / 60) == "0:31"
    assert format_duration(0.51) == "0:31"
    assert format_duration(1.1) == "1:06"
    assert format_duration(3 + 29.4 / 60) == "3:29"
    assert format_pace(4.51) == "4:31"
    assert format_pace(10 + 0.4 / 60) == "10:00"


def test_summary_lines_unchanged(route):
    lines = summary(route)
    assert lines[0] == "up: 0.3 km, +100 m / -0 m, 0:14 h, T4"
    assert lines[-1] == "total: 1.1 km, +160 m, 0:29 h"
