from subcue import Cue, enforce_gap, find_overlaps, summary


def test_enforce_gap_leaves_touching_cues_alone():
    cues = [Cue(1, 0, 1000, "a"), Cue(2, 1000, 2000, "b")]
    out, trimmed = enforce_gap(cues, gap_ms=0)
    assert trimmed == 0 and [(c.start, c.end) for c in out] == [(0, 1000), (1000, 2000)]


def test_enforce_gap_when_the_gap_is_just_enough():
    out, trimmed = enforce_gap([Cue(1, 0, 1000, "a"), Cue(2, 1100, 2000, "b")], gap_ms=100)
    assert trimmed == 0 and out[0].end == 1000


def test_summary_of_back_to_back_cues():
    cues = [Cue(1, 0, 1000, "One."), Cue(2, 1000, 2500, "Two."), Cue(3, 2500, 4000, "Three.")]
    assert summary(cues)["overlaps"] == []


def test_real_overlaps_are_still_found():
    assert find_overlaps([Cue(1, 0, 1001, "a"), Cue(2, 1000, 2000, "b")]) == [(1, 2)]
    nested = [Cue(1, 0, 5000, "a"), Cue(2, 1000, 2000, "b"), Cue(3, 3000, 4000, "c")]
    assert find_overlaps(nested) == [(1, 2), (1, 3)]
    out, trimmed = enforce_gap([Cue(1, 0, 1001, "a"), Cue(2, 1000, 2000, "b")])
    assert trimmed == 1 and out[0].end == 1000


def test_a_gap_one_ms_short_is_trimmed():
    out, trimmed = enforce_gap([Cue(1, 0, 1000, "a"), Cue(2, 1099, 2000, "b")], gap_ms=100)
    assert trimmed == 1 and out[0].end == 999
