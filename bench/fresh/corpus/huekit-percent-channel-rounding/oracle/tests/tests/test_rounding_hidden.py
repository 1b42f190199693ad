import pytest

from huekit import Color, ColorError, hsl_to_rgb, hsv_to_rgb, parse_hsl, parse_rgb


def test_percent_channels_round_half_up():
    assert parse_rgb("rgb(10%, 30%, 90%)") == Color(26, 77, 230)
    assert parse_rgb("rgb(33%, 50%, 0%)") == Color(84, 128, 0)
    assert parse_rgb("rgba(50%, 0%, 0%, 50%)") == Color(128, 0, 0, 0.5)


def test_hsl_fractions_round_half_up():
    assert parse_hsl("hsl(210, 50%, 50%)") == Color(64, 128, 191)
    assert hsl_to_rgb(0, 0.0, 0.5) == Color(128, 128, 128)
    assert parse_hsl("hsl(120, 100%, 25%)") == Color(0, 128, 0)


def test_unit_fractions_round_half_up():
    assert Color.from_units(0.5, 0.25, 0.1) == Color(128, 64, 26)
    assert hsv_to_rgb(0, 0.0, 0.5) == Color(128, 128, 128)


def test_out_of_range_values_are_rejected():
    for text in ("rgb(256, 0, 0)", "rgb(-1, 0, 0)", "rgb(1.5, 0, 0)", "rgb(101%, 0%, 0%)",
                 "rgb(0%, -5%, 0%)", "rgba(0, 0, 0, 150%)"):
        with pytest.raises(ColorError):
            parse_rgb(text)
    with pytest.raises(ColorError):
        parse_hsl("hsl(0, 120%, 50%)")


def test_exact_percentages_unchanged():
    assert parse_rgb("rgb(100%, 0%, 20%)") == Color(255, 0, 51)
    assert parse_rgb("rgb(40%, 60%, 80%)") == Color(102, 153, 204)
    assert parse_hsl("hsl(120, 100%, 20%)") == Color(0, 102, 0)
