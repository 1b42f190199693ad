from textcraft import collapse_whitespace, normalize_newlines, remove_control_chars, strip_accents


def test_strip_accents():
    assert strip_accents("Crème Brûlée à la carte") == "Creme Brulee a la carte"


def test_whitespace_and_newlines():
    assert collapse_whitespace("  a \t b\n\nc  ") == "a b c"
    assert normalize_newlines("a\r\nb\rc\n") == "a\nb\nc\n"


def test_control_chars_removed():
    assert remove_control_chars("ok\x00\x07 fine\tstill\n") == "ok fine\tstill\n"
