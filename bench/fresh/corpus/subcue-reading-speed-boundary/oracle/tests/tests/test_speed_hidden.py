from subcue import Cue, chars_per_second, min_duration_for, problems, speed_level, summary


def test_exactly_twenty_cps_is_fast():
    assert speed_level(20.0) == "fast"
    assert speed_level(chars_per_second(Cue(1, 0, 2000, "x" * 40))) == "fast"


def test_a_cue_at_twenty_cps_has_no_problem():
    assert problems(Cue(1, 0, 2000, "x" * 40)) == []


def test_min_duration_gives_a_comfortable_cue():
    for text in ["x" * 30, "y" * 45]:
        cue = Cue(1, 0, min_duration_for(Cue(1, 0, 100, text)), text)
        assert speed_level(chars_per_second(cue)) == "comfortable"


def test_summary_counts_boundary_cues():
    cues = [Cue(1, 0, 2000, "x" * 30), Cue(2, 3000, 5000, "y" * 40)]
    assert summary(cues)["levels"] == {"comfortable": 1, "fast": 1, "too fast": 0}


def test_just_around_the_limits():
    assert [speed_level(v) for v in (14.99, 15.01, 19.99, 20.01)] == ["comfortable", "fast", "fast", "too fast"]
    assert problems(Cue(1, 0, 2000, "x" * 41)) == ["20.5 characters per second"]


def test_problem_messages():
    found = problems(Cue(2, 0, 500, "x" * 43 + "\nb\nc"))
    assert found == ["3 lines", "line 1 has 43 characters", "on screen for 500 ms", "94.0 characters per second"]
