from textcraft import fill, wrap


def test_exact_fit_at_other_widths():
    assert wrap("ab cd ef gh", 5) == ["ab cd", "ef gh"]
    assert wrap("a b c d e f", 3) == ["a b", "c d", "e f"]


def test_hyphenated_words_stay_whole_and_fill_lines():
    text = "A well-known, state-of-the-art and thought-provoking read for the long-haul reader."
    assert wrap(text, 20) == ["A well-known,", "state-of-the-art and", "thought-provoking", "read for the", "long-haul reader."]


def test_fill_uses_the_full_width():
    assert fill("one two three four", 11, indent="* ") == "* one two\n* three\n* four"
    assert fill("aaa bbb ccc", 9, indent="  ") == "  aaa bbb\n  ccc"


def test_exact_fit_after_a_split_long_word():
    assert wrap("abcdefgh ij", 4) == ["abcd", "efgh", "ij"]
    assert wrap("xx abcdefg", 5) == ["xx", "abcde", "fg"]


def test_one_over_the_width_still_wraps():
    assert wrap("the quick brown fox", 8) == ["the", "quick", "brown", "fox"]
    assert wrap("ab cd ef", 4) == ["ab", "cd", "ef"]


def test_whitespace_collapses_and_long_words():
    assert wrap("  one   two\nthree  ", 20) == ["one two three"]
    assert wrap("supercalifragilistic", 8) == ["supercal", "ifragili", "stic"]
    assert wrap("supercalifragilistic ok", 8, break_long_words=False) == ["supercalifragilistic", "ok"]


def test_empty_text():
    assert wrap("", 10) == [] and fill("", 10) == ""
