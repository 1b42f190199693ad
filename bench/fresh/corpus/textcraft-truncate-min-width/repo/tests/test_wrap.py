from textcraft import fill, indent_lines, wrap

TEXT = "Sphinx of black quartz, judge my vow. Pack my box with five dozen liquor jugs."


def test_wrap_greedy():
    assert wrap("one two three four five", 11) == ["one two", "three four", "five"]


def test_wrap_long_words():
    assert wrap("https://example.com/a/very/long/path", 12) == ["https://exam", "ple.com/a/ve", "ry/long/path"]
    assert wrap("antidisestablishmentarianism is long", 10, break_long_words=False) == ["antidisestablishmentarianism", "is long"]


def test_wrapped_lines_fit():
    text = "A well-known, state-of-the-art and thought-provoking read for the long-haul reader."
    lines = wrap(text, 20)
    assert all(len(line) <= 20 for line in lines)
    assert lines[-1].endswith("reader.")


def test_fill_paragraphs_with_indent():
    out = fill("alpha beta gamma\n\n  delta   epsilon", 14, indent="> ")
    assert out == "> alpha beta\n> gamma\n\n> delta\n> epsilon"


def test_indent_lines():
    assert indent_lines("a\n\nb", "  ") == "  a\n\n  b"
    assert indent_lines("a\n\nb", "# ", skip_blank=False) == "# a\n# \n# b"


def test_wrap_pangram():
    lines = wrap(TEXT, 30)
    assert len(lines) == 3
    assert lines[0].startswith("Sphinx of black quartz")
