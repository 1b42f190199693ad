import pytest

from kilnfire import MAX_RATE, Segment, SegmentError, parse_segment


def test_segment_minutes():
    assert Segment(100, 600).minutes_from(20) == 348
    assert Segment(200, 700).minutes_from(1063) == pytest.approx(108.9)


def test_parse_segment():
    assert parse_segment("150/1100") == Segment(150, 1100)
    assert parse_segment(" 60 / 1222 / 15 ") == Segment(60, 1222, 15)
    with pytest.raises(SegmentError):
        parse_segment("150")
    with pytest.raises(SegmentError):
        parse_segment("fast/1100")


def test_segment_at_the_maximum_rate():
    seg = Segment(MAX_RATE, 900)
    assert seg.minutes_from(0) == 90
