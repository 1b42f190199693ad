import math

import pytest

from loglens import FieldError, Filter, coerce, parse_duration, parse_line, summary


def test_microseconds_and_fractional_millis():
    assert math.isclose(parse_duration("40us"), 0.00004)
    assert math.isclose(parse_duration("2.5ms"), 0.0025)
    assert math.isclose(parse_duration("1500MS"), 1.5)


def test_coerce_sub_second_units():
    assert coerce("120ms") == pytest.approx(0.12)
    assert coerce("250us") == pytest.approx(0.00025)


def test_stats_mixed_units():
    records = [parse_line(f"took={t}") for t in ("1.5s", "2s", "0.5s", "120ms", "fast")]
    st = summary.stats(records, "took")
    assert st.count == 4
    assert st.minimum == pytest.approx(0.12)
    assert st.mean == pytest.approx(1.03)


def test_microsecond_threshold():
    records = [parse_line(f"took={t}") for t in ("300us", "2ms", "0.1")]
    assert [r.fields["took"] for r in Filter.parse("took<500us").select(records)] == ["300us"]


def test_seconds_minutes_hours_still_parse():
    assert parse_duration("90s") == 90.0
    assert parse_duration("1.5m") == 90.0
    assert parse_duration("2h") == 7200.0
    assert parse_duration("0.25") == 0.25


def test_bad_durations_still_rejected():
    for text in ("ms", "-2ms", "1.2.3ms", "3d", "s"):
        with pytest.raises(FieldError):
            parse_duration(text)


def test_stats_seconds_only():
    records = [parse_line(f"took={t}") for t in ("1s", "3s")]
    st = summary.stats(records, "took")
    assert (st.count, st.minimum, st.maximum, st.mean) == (2, 1.0, 3.0, 2.0)
