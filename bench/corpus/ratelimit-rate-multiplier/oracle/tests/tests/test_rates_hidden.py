import pytest

from ratelimit.rates import Rate, format_rate, parse_rate


def test_parse_two_digit_minutes():
    assert parse_rate("50/10min") == Rate(50, 600.0)


def test_parse_fractional_multiplier():
    assert parse_rate("3/1.5h") == Rate(3, 5400.0)


def test_parse_fraction_below_one():
    assert parse_rate("10 per 0.5s") == Rate(10, 0.5)


def test_format_then_parse_roundtrip():
    rate = Rate(7, 1200.0)
    assert parse_rate(format_rate(rate)) == rate


def test_single_digit_multiplier():
    assert parse_rate("5/2h") == Rate(5, 7200.0)


def test_plural_unit_with_multiplier():
    assert parse_rate("4 per 3 seconds") == Rate(4, 3.0)


def test_rejects_negative_count():
    with pytest.raises(ValueError):
        parse_rate("-1/s")


def test_rejects_zero_period():
    with pytest.raises(ValueError):
        parse_rate("5/0s")
