import pytest

from subcue import Cue, TimecodeError, convert_frame_rate, scale, shift


def track():
    return [Cue(1, 1000, 2000, "a"), Cue(2, 2500, 4000, "b"), Cue(3, 3800, 5000, "c")]


def timings(cues):
    return [(c.start, c.end) for c in cues]


def test_scale_leaves_the_original_cues_alone():
    original = track()
    scale(original, 2)
    convert_frame_rate(original, 25, 24)
    assert timings(original) == [(1000, 2000), (2500, 4000), (3800, 5000)]


def test_two_shifts_of_one_track():
    original = track()
    a = shift(original, 100)
    b = shift(original, 200)
    assert a[0] is not original[0]
    assert (a[0].start, b[0].start, original[0].start) == (1100, 1200, 1000)


def test_a_refused_shift_changes_nothing():
    cues = [Cue(1, 3000, 4000, "a"), Cue(2, 500, 1500, "b")]
    with pytest.raises(TimecodeError):
        shift(cues, -1000)
    assert timings(cues) == [(3000, 4000), (500, 1500)]


def test_shift_and_scale_keep_index_and_text():
    def cues():
        return [Cue(5, 1000, 2000, "a"), Cue(9, 3000, 4000, "b\nc")]

    assert [(c.index, c.start, c.end, c.text) for c in shift(cues(), 250)] == [(5, 1250, 2250, "a"), (9, 3250, 4250, "b\nc")]
    assert [(c.index, c.start, c.end, c.text) for c in scale(cues(), 0.5)] == [(5, 500, 1000, "a"), (9, 1500, 2000, "b\nc")]


def test_scale_rounds_to_whole_milliseconds():
    assert timings(scale([Cue(1, 333, 667, "a")], 1.5)) == [(500, 1000)]
