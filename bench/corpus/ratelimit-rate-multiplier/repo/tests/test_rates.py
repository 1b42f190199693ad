import pytest

from ratelimit.rates import Rate, format_rate, parse_rate


def test_parse_simple():
    assert parse_rate("10/s") == Rate(10, 1.0)


def test_parse_per_syntax_with_multiplier():
    assert parse_rate("5 per 2s") == Rate(5, 2.0)


def test_parse_long_and_plural_units():
    assert parse_rate("100/minute") == Rate(100, 60.0)
    assert parse_rate("3/hours") == Rate(3, 3600.0)


def test_parse_is_case_insensitive():
    assert parse_rate("20/Min") == Rate(20, 60.0)


def test_parse_rejects_zero_count():
    with pytest.raises(ValueError):
        parse_rate("0/s")


def test_parse_rejects_garbage():
    with pytest.raises(ValueError):
        parse_rate("fast")
    with pytest.raises(ValueError):
        parse_rate("10/fortnight")


def test_per_second():
    assert Rate(120, 60.0).per_second == 2.0


def test_format_rate():
    assert format_rate(Rate(10, 1.0)) == "10/s"
    assert format_rate(Rate(5, 7200.0)) == "5/2h"
    assert format_rate(Rate(3, 1.5)) == "3/1.5s"


def test_parse_multi_digit_period():
    assert parse_rate("100/15m") == Rate(100, 900.0)
    assert parse_rate("1 per 30s") == Rate(1, 30.0)
