import pytest

from loglens import FieldError, coerce, parse_duration, parse_size


def test_durations_in_seconds_minutes_hours():
    assert parse_duration("1.5s") == 1.5
    assert parse_duration("2m") == 120.0
    assert parse_duration("1h") == 3600.0
    assert parse_duration("7") == 7.0


def test_bad_durations():
    for text in ("", "fast", "1.2.3s", "-1s", "3d"):
        with pytest.raises(FieldError):
            parse_duration(text)


def test_sizes_decimal_and_binary():
    assert parse_size("512") == 512
    assert parse_size("4KB") == 4000
    assert parse_size("1.5MiB") == 1572864
    with pytest.raises(FieldError):
        parse_size("3 parsecs")


def test_coerce_types():
    assert coerce("42") == 42
    assert coerce("-3") == -3
    assert coerce("2.5") == 2.5
    assert coerce("FALSE") is False
    assert coerce("1.5s") == 1.5
    assert coerce("v2") == "v2"
    assert coerce(True) is True
