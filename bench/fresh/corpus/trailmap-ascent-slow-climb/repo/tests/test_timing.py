import pytest

from conftest import track_of
from trailmap import estimate_hours, format_duration, format_pace, pace


def test_naismith():
    flat = track_of([0, 0, 0], run_m=2500)
    assert round(estimate_hours(flat), 3) == 1.0
    climb = track_of([0, 300, 600], run_m=2500)
    assert round(estimate_hours(climb), 3) == 2.0


def test_format_duration():
    assert format_duration(0) == "0:00"
    assert format_duration(1.5) == "1:30"
    assert format_duration(2.25) == "2:15"
    assert format_duration(10 / 60) == "0:10"


def test_format_pace():
    assert format_pace(12.5) == "12:30"
    assert format_pace(9.25) == "9:15"
    with pytest.raises(ValueError):
        format_pace(-1)


def test_pace():
    flat = track_of([0, 0, 0], run_m=2500)
    assert round(pace(flat, 1.0), 1) == 12.0


def test_tobler():
    from trailmap import tobler_hours, tobler_kmh
    assert tobler_kmh(-5) == 6.0
    assert tobler_kmh(0) == 5.037
    flat = track_of([0, 0, 0], run_m=2518)
    assert round(tobler_hours(flat), 2) == 1.0
