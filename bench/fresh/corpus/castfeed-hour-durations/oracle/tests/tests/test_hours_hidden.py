import pytest

from castfeed import DurationError, feed_listing, format_duration, format_total, parse_duration, progress_line


def test_totals_over_an_hour():
    assert [format_total(s) for s in (3600, 3659, 5400, 8998)] == ["1 h 00 min", "1 h 00 min", "1 h 30 min", "2 h 29 min"]


def test_long_durations_round_trip():
    for text in ("1:00:00", "1:59:59", "10:05:09", "2:00:01", "25:00:00"):
        assert format_duration(parse_duration(text)) == text


def test_listing_with_an_hour_long_episode(feed):
    lines = feed_listing(feed)
    assert lines[0] == "night-shift - 5 episode(s), 2 h 29 min"
    assert lines[3] == "  S1E2 The Long Night (1:02:03)"


def test_progress_in_a_long_episode(log):
    log.record("ann", 2, 3000)
    assert progress_line(log, "ann", 2) == "ann S1E2: 50:00 / 1:02:03"


def test_short_forms_unchanged(feed):
    assert [format_duration(s) for s in (0, 45, 59, 60, 3599)] == ["0:00", "0:45", "0:59", "1:00", "59:59"]
    assert feed_listing(feed)[6] == "  S2E1 Trailer (0:45)"
    assert [format_total(s) for s in (0, 59, 3599)] == ["0 min", "0 min", "59 min"]


def test_formats_still_reject_non_durations():
    for bad in (-5, None, "60", False):
        with pytest.raises(DurationError):
            format_total(bad)
        with pytest.raises(DurationError):
            format_duration(bad)
