from textcraft import truncate, truncate_middle, truncate_words


def test_short_text_unchanged():
    assert truncate("Hello", 10) == "Hello"
    assert truncate("Hello", 5) == "Hello"


def test_truncate_adds_ellipsis():
    assert truncate("Hello, world", 8) == "Hello,…"
    assert truncate("Hello, world", 8, ellipsis="...") == "Hello..."


def test_truncate_at_word_boundary():
    assert truncate("The quick brown fox", 12, break_words=False) == "The quick…"


def test_truncate_middle():
    assert truncate_middle("/home/alice/projects/report.pdf", 15) == "/home/a…ort.pdf"
    assert truncate_middle("short", 10) == "short"


def test_truncate_words():
    assert truncate_words("one two three four", 2) == "one two…"
    assert truncate_words("one two", 5) == "one two"
