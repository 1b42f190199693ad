import pytest

from geopoint import ParseError, RangeError, parse_angle, parse_point


def test_decimal_degrees():
    assert parse_angle("-33.8688") == (-33.8688, None)
    assert parse_angle("151.2093 E") == (151.2093, "lon")
    assert parse_angle("12.5W") == (-12.5, "lon")


def test_degrees_minutes_seconds():
    value, axis = parse_angle("48°51'23.76\"N")
    assert value == pytest.approx(48.8566) and axis == "lat"
    value, axis = parse_angle("33 52 7.68 S")
    assert value == pytest.approx(-33.8688) and axis == "lat"
    assert parse_angle("W 0:07:39")[0] == pytest.approx(-0.1275)


def test_degrees_decimal_minutes():
    value, axis = parse_angle("48°51.396'N")
    assert value == pytest.approx(48.8566) and axis == "lat"
    assert parse_angle("-122 25.2")[0] == pytest.approx(-122.42)


def test_bad_angles():
    for text in ["", "abc", "1 2 3 4", "12.5.1", "10 -5", "10.5 30 N"]:
        with pytest.raises(ParseError):
            parse_angle(text)
    with pytest.raises(RangeError):
        parse_angle("95 N")
    with pytest.raises(RangeError):
        parse_angle("10 61 N")


def test_parse_point_orders_by_letters():
    assert parse_point("48.8566, 2.3522") == (48.8566, 2.3522)
    lat, lon = parse_point("2°21'7.92\"E, 48°51'23.76\"N")
    assert lat == pytest.approx(48.8566) and lon == pytest.approx(2.3522)
    with pytest.raises(ParseError):
        parse_point("10 N, 20 N")
    with pytest.raises(ParseError):
        parse_point("10.5")


def test_sign_and_letter_together_rejected():
    for text in ["-12 N", "-33 52 7.68 S", "W -0.5"]:
        with pytest.raises(ParseError):
            parse_angle(text)
