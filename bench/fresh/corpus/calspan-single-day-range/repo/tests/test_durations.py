import pytest

from calspan import DurationError, format_duration, parse_duration, parse_iso_duration


def test_parse_compact_durations():
    assert parse_duration("1h30m") == 5400
    assert parse_duration("2d 4h") == 2 * 86400 + 4 * 3600
    assert parse_duration("1.5h") == 5400
    assert parse_duration("-90s") == -90


def test_parse_rejects_garbage():
    with pytest.raises(DurationError):
        parse_duration("5 parsecs")
    with pytest.raises(DurationError):
        parse_duration("")


def test_parse_iso_durations():
    assert parse_iso_duration("PT45M") == 2700
    assert parse_iso_duration("P1DT2H") == 93600
    with pytest.raises(DurationError):
        parse_iso_duration("P1Y")


def test_format_duration():
    assert format_duration(5400) == "1h30m"
    assert format_duration(93784) == "1d2h3m4s"
    assert format_duration(0.4) == "0s"
    assert format_duration(-61) == "-1m1s"
