import pytest

from textcraft import truncate, truncate_middle


def test_three_dot_ellipsis_at_width_three():
    assert truncate("abcdef", 3, ellipsis="...") == "..."
    assert truncate("abc", 3, ellipsis="...") == "abc"


def test_short_text_at_the_minimum_width():
    assert truncate("Q", 1) == "Q"
    assert truncate("", 1) == ""


def test_truncate_middle_minimum_width():
    assert truncate_middle("/var/log/syslog", 1) == "…"
    assert truncate_middle("abcdef", 2, ellipsis="..") == ".."


def test_break_words_off_at_minimum_width():
    assert truncate("hello world", 1, break_words=False) == "…"


def test_too_small_width_rejected():
    for width in (0, -1, -10):
        with pytest.raises(ValueError):
            truncate("abc", width)
        with pytest.raises(ValueError):
            truncate_middle("abc", width)
    with pytest.raises(ValueError):
        truncate("abcdef", 2, ellipsis="...")
    with pytest.raises(ValueError):
        truncate_middle("abcdef", 2, ellipsis="...")


def test_regular_truncation():
    assert truncate("abcdef", 4) == "abc…"
    assert truncate("abcdef", 4, ellipsis="..") == "ab.."
    assert truncate_middle("abcdefgh", 5) == "ab…gh"
    assert truncate("abcdef", 6) == "abcdef"


def test_truncate_words_unchanged():
    from textcraft import truncate_words

    assert truncate_words("a b c", 1) == "a…"
    with pytest.raises(ValueError):
        truncate_words("a b c", 0)


def test_empty_ellipsis():
    assert truncate("abcdef", 0, ellipsis="") == ""
    assert truncate("abcdef", 3, ellipsis="") == "abc"
