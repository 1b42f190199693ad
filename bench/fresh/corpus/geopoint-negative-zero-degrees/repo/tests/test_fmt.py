import pytest

from geopoint import RangeError, format_decimal, format_dm, format_dms, format_point


def test_format_decimal():
    assert format_decimal(48.8566, "lat") == "48.85660°N"
    assert format_decimal(-122.42, "lon", 2) == "122.42°W"
    assert format_decimal(0, "lon", 1) == "0.0°E"


def test_format_dms():
    assert format_dms(48.8566, "lat") == "48°51'23.8\"N"
    assert format_dms(-33.8688, "lat", 2) == "33°52'07.68\"S"
    assert format_dms(2.3522, "lon", 0) == "2°21'08\"E"


def test_format_dm():
    assert format_dm(48.8566, "lat") == "48°51.396'N"
    assert format_dm(-0.1275, "lon", 2) == "0°07.65'W"


def test_format_point_styles():
    assert format_point(48.8566, 2.3522) == "48°51'23.8\"N 2°21'07.9\"E"
    assert format_point(48.8566, 2.3522, "decimal", 2) == "48.86°N 2.35°E"
    assert format_point(-33.8688, 151.2093, "dm") == "33°52.128'S 151°12.558'E"
    with pytest.raises(ValueError):
        format_point(1, 2, "utm")


def test_format_rejects_out_of_range():
    with pytest.raises(RangeError):
        format_dms(91, "lat")
    with pytest.raises(ValueError):
        format_dm(10, "alt")
