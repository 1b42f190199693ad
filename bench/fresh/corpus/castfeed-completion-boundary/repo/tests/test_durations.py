import pytest

from castfeed import DurationError, format_duration, format_total, parse_duration, parse_total


def test_parse_forms():
    assert [parse_duration(t) for t in ("1:02:03", "42:10", "0:45", " 10:00 ", "2:00:00")] == [
        3723, 2530, 45, 600, 7200,
    ]


@pytest.mark.parametrize("text", ["", "45", "1:2", "1:60", "1:02:60", "a:bc", "1:02:03:04", "-1:00"])
def test_bad_durations(text):
    with pytest.raises(DurationError):
        parse_duration(text)


def test_format_under_an_hour():
    assert (format_duration(125), format_duration(600), format_duration(2530)) == ("2:05", "10:00", "42:10")


def test_format_total_under_an_hour():
    assert (format_total(2700), format_total(2759), format_total(600)) == ("45 min", "45 min", "10 min")


def test_format_rejects_non_durations():
    for bad in (-1, True, 1.5):
        with pytest.raises(DurationError):
            format_duration(bad)


def test_parse_total():
    assert (parse_total("3 h 05 min"), parse_total("45 min")) == (11100, 2700)
    for bad in ("45", "1 h 75 min", "x min", "1 hour 5 min"):
        with pytest.raises(DurationError):
            parse_total(bad)
