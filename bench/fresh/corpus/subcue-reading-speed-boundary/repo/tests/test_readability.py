from subcue import Cue, chars_per_second, min_duration_for, problems, speed_level


def test_chars_per_second_counts_spaces_not_breaks():
    cue = Cue(1, 0, 2000, "Hello,\nworld")
    assert chars_per_second(cue) == 6.0


def test_speed_levels():
    assert speed_level(9.5) == "comfortable"
    assert speed_level(17.2) == "fast"
    assert speed_level(25.0) == "too fast"


def test_problems():
    assert problems(Cue(1, 0, 2000, "Short and fine.")) == []
    long_line = "x" * 43
    found = problems(Cue(2, 0, 500, f"{long_line}\nb\nc"))
    assert found[0] == "3 lines"
    assert found[1] == "line 1 has 43 characters"
    assert found[2] == "on screen for 500 ms"
    assert len(found) == 4


def test_min_duration_for():
    assert min_duration_for(Cue(1, 0, 1000, "x" * 30)) == 2000
    assert min_duration_for(Cue(1, 0, 1000, "hi")) == 833


def test_exactly_fifteen_cps_is_comfortable():
    assert speed_level(15.0) == "comfortable"
    assert speed_level(chars_per_second(Cue(1, 0, 2000, "x" * 30))) == "comfortable"
