import pytest

from huekit import Color, ColorError, hsl_to_rgb, hsv_to_rgb, rgb_to_hsl, rgb_to_hsv


def test_rgb_to_hsl_known_values():
    assert rgb_to_hsl(Color(255, 0, 0)) == (0.0, 1.0, 0.5)
    h, s, l = rgb_to_hsl(Color(51, 102, 153))
    assert (round(h), round(s, 2), round(l, 2)) == (210, 0.5, 0.4)
    assert rgb_to_hsl(Color(128, 128, 128))[:2] == (0.0, 0.0)


def test_hsl_round_trip_of_byte_exact_colours():
    for c in (Color(51, 102, 153), Color(255, 255, 0), Color(0, 0, 0), Color(204, 0, 102)):
        assert hsl_to_rgb(*rgb_to_hsl(c)) == c


def test_hsv_known_values():
    assert rgb_to_hsv(Color(0, 255, 0)) == (120.0, 1.0, 1.0)
    assert hsv_to_rgb(300, 1.0, 1.0) == Color(255, 0, 255)
    assert hsv_to_rgb(60, 0.0, 0.2) == Color(51, 51, 51)


def test_hue_wraps_and_ranges_are_checked():
    assert hsl_to_rgb(360, 1.0, 0.5) == hsl_to_rgb(0, 1.0, 0.5)
    assert hsl_to_rgb(-120, 1.0, 0.5) == Color(0, 0, 255)
    with pytest.raises(ColorError):
        hsl_to_rgb(0, 1.2, 0.5)
