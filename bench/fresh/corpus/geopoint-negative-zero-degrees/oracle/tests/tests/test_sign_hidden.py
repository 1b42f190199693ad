import pytest

from geopoint import ParseError, Point, parse_angle, parse_point


def test_decimal_minutes_below_one_degree():
    assert parse_angle("-0 7.65")[0] == pytest.approx(-0.1275)
    assert parse_angle("-0°30'")[0] == pytest.approx(-0.5)


def test_other_spellings_of_minus_zero():
    assert parse_angle("-00 07 39")[0] == pytest.approx(-0.1275)
    assert parse_angle("-0:30:00")[0] == pytest.approx(-0.5)
    assert parse_angle("-0.0 30 0")[0] == pytest.approx(-0.5)


def test_points_west_of_greenwich():
    lat, lon = parse_point("51°30'26\"N, -0°07'39\"")
    assert lat == pytest.approx(51.507222) and lon == pytest.approx(-0.1275)
    p = Point.from_text("-0 30, -0 15 0")
    assert (p.lat, p.lon) == (pytest.approx(-0.5), pytest.approx(-0.25))


def test_signs_that_were_right_stay_right():
    assert parse_angle("-33 52 7.68")[0] == pytest.approx(-33.8688)
    assert parse_angle("0 30 0")[0] == pytest.approx(0.5)
    assert parse_angle("+0 30")[0] == pytest.approx(0.5)
    assert parse_angle("0 30 S") == (pytest.approx(-0.5), "lat")
    assert parse_angle("-0.25") == (-0.25, None)


def test_sign_and_letter_together_rejected():
    for text in ["-12 N", "-33 52 7.68 S", "W -0.5"]:
        with pytest.raises(ParseError):
            parse_angle(text)
