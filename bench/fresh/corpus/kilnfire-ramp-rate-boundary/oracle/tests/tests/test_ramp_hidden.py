import pytest

from kilnfire import MAX_RATE, Kiln, Schedule, Segment, SegmentError, parse_segment


def test_kiln_accepts_its_own_limit():
    kiln = Kiln("test kiln", max_temp=1290, max_rate=500)
    fast = Schedule("fast", [Segment(500, 900), Segment(100, 1000)])
    assert kiln.problems(fast) == []
    assert kiln.fits(fast)
    kiln.check(fast)


def test_scaled_is_capped(bisque):
    assert [s.rate for s in bisque.scaled(4).segments] == [320, 480, 600]


def test_parse_segment_at_the_limit():
    assert parse_segment("600/1000") == Segment(MAX_RATE, 1000)
    assert Segment(600.0, 1000, hold=10).hold == 10


def test_segment_limits():
    with pytest.raises(SegmentError):
        Segment(0, 600)
    with pytest.raises(SegmentError):
        Segment(MAX_RATE + 50, 600)
    with pytest.raises(SegmentError):
        Segment(100, 1400)
    with pytest.raises(SegmentError):
        Segment(100, 600, hold=300)


def test_faster_than_the_limit_is_refused():
    with pytest.raises(SegmentError):
        Segment(600.5, 900)
    with pytest.raises(SegmentError):
        parse_segment("601/900")
    kiln = Kiln("test kiln", max_temp=1290, max_rate=500)
    fast = Schedule("fast", [Segment(500.5, 900)])
    assert kiln.problems(fast) == ["segment 1: rate 500.5 °C/h is above the limit of 500 °C/h"]
    assert not kiln.fits(fast)
