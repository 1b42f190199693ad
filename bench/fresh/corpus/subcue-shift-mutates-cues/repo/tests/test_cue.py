import pytest

from subcue import Cue, CueError, renumber


def test_cue_properties():
    cue = Cue(1, 1000, 3500, "Hello there,\ngeneral.")
    assert cue.duration == 2500
    assert cue.lines == ["Hello there,", "general."]
    assert cue.plain_text() == "Hello there, general."


def test_invalid_cues():
    with pytest.raises(CueError):
        Cue(1, -5, 100, "x")
    with pytest.raises(CueError):
        Cue(1, 100, 100, "x")
    with pytest.raises(CueError):
        Cue(1, 100, 200, "  ")


def test_renumber_sorts_and_numbers():
    cues = [Cue(7, 5000, 6000, "b"), Cue(3, 1000, 2000, "a")]
    out = renumber(cues)
    assert [(c.index, c.text) for c in out] == [(1, "a"), (2, "b")]
    assert [c.index for c in cues] == [7, 3]


def test_wrap_and_balance():
    from subcue import balance, wrap

    assert wrap("one two three four", width=9) == "one two\nthree\nfour"
    assert wrap("  ") == ""
    assert balance("Short line.") == "Short line."
    assert balance("I never said she stole my money, I only said it", width=30) == "I never said she stole\nmy money, I only said it"
