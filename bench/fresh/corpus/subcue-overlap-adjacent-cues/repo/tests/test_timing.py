import pytest

from subcue import Cue, TimecodeError, convert_frame_rate, enforce_gap, find_overlaps, scale, shift


def track():
    return [Cue(1, 1000, 2000, "a"), Cue(2, 2500, 4000, "b"), Cue(3, 3800, 5000, "c")]


def test_shift_moves_every_cue():
    out = shift(track(), 500)
    assert [(c.start, c.end) for c in out] == [(1500, 2500), (3000, 4500), (4300, 5500)]


def test_shift_before_zero_is_refused():
    with pytest.raises(TimecodeError):
        shift(track(), -1500)


def test_scale_and_frame_rate():
    out = scale([Cue(1, 1000, 2001, "a")], 1.5)
    assert (out[0].start, out[0].end) == (1500, 3002)
    out = convert_frame_rate([Cue(1, 24000, 48000, "a")], 25, 24)
    assert (out[0].start, out[0].end) == (25000, 50000)
    with pytest.raises(ValueError):
        scale(track(), 0)


def test_find_overlaps():
    assert find_overlaps(track()) == [(2, 3)]
    assert find_overlaps([]) == []


def test_enforce_gap():
    out, trimmed = enforce_gap(track(), gap_ms=100)
    assert trimmed == 1
    assert [(c.start, c.end) for c in out] == [(1000, 2000), (2500, 3700), (3800, 5000)]


def test_enforce_gap_keeps_one_ms():
    out, trimmed = enforce_gap([Cue(1, 1000, 2000, "a"), Cue(2, 1000, 1500, "b")], gap_ms=0)
    assert trimmed == 1 and out[0].end == 1001
    with pytest.raises(ValueError):
        enforce_gap(track(), gap_ms=-1)


def test_merge_split_and_gaps():
    from subcue import merge, split_at, total_gap

    a, b, c = track()
    assert merge(a, b) == Cue(1, 1000, 4000, "a\nb")
    first, second = split_at(b, 3000)
    assert (first.end, second.start, second.text) == (3000, 3000, "b")
    with pytest.raises(ValueError):
        split_at(b, 2500)
    assert total_gap(track()) == 500


def test_touching_cues_do_not_overlap():
    assert find_overlaps([Cue(1, 0, 1000, "a"), Cue(2, 1000, 2000, "b")]) == []
