from subcue import Cue, slowest_first, summary


def test_summary():
    cues = [Cue(1, 0, 2000, "Fine."), Cue(2, 1500, 2000, "Far too many words here"), Cue(3, 3000, 4000, "Sixteen letters!")]
    s = summary(cues)
    assert (s["cues"], s["on_screen_ms"], s["first_start"], s["last_end"]) == (3, 3500, 0, 4000)
    assert s["levels"] == {"comfortable": 1, "fast": 1, "too fast": 1}
    assert s["overlaps"] == [(1, 2)]
    assert list(s["problems"]) == [2]


def test_summary_of_nothing():
    assert summary([])["first_start"] is None


def test_slowest_first():
    cues = [Cue(1, 0, 1000, "ab"), Cue(2, 0, 1000, "abcd"), Cue(3, 5000, 6000, "cd")]
    assert [c.index for c in slowest_first(cues)] == [2, 1, 3]
