import pytest

from settingsfile import Entry, ParseError, SectionHeader, tokenize
from settingsfile.lexer import strip_inline_comment


def test_tokens_and_line_numbers():
    tokens = tokenize("# c\n[Main]\nName = x\n\nOther=y ; note\n")
    assert tokens == [SectionHeader("main", 2), Entry("name", "x", 3), Entry("other", "y", 5)]


def test_continuation_lines_join_with_newline():
    tokens = tokenize("[a]\nmotd = one\n    two\n  # skipped comment\n    three\n\n    fresh = 1\n")
    assert tokens[1] == Entry("motd", "one\ntwo\nthree", 2)
    assert tokens[2] == Entry("fresh", "1", 7)


def test_inline_comment_rules():
    assert strip_inline_comment("value ; note") == "value"
    assert strip_inline_comment("a#b") == "a#b"
    assert strip_inline_comment('"x ; y" # real') == '"x ; y"'


@pytest.mark.parametrize(
    "text", ["[open\n", "[1bad]\n", "novalue\n", "bad key = 1\n"],
    ids=["unterminated-header", "digit-section", "no-equals", "space-in-key"],
)
def test_malformed_lines_raise_with_line(text):
    with pytest.raises(ParseError) as info:
        tokenize("[ok]\n" + text)
    assert info.value.line == 2
