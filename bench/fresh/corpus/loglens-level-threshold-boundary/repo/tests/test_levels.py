import pytest

from loglens import FieldError, Level, at_least, parse_level


def test_aliases_and_numbers():
    assert parse_level("WARNING") is Level.WARN
    assert parse_level("err") is Level.ERROR
    assert parse_level("crit") is Level.FATAL
    assert parse_level(20) is Level.INFO
    assert parse_level("10") is Level.DEBUG
    with pytest.raises(FieldError):
        parse_level("loud")
    with pytest.raises(FieldError):
        parse_level(15)


def test_at_least_above_and_below():
    assert at_least("error", "warn")
    assert not at_least("info", "warn")
    assert at_least(Level.FATAL, Level.DEBUG)
