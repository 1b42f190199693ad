from inikit import parse


def _value(line):
    return parse("[s]\n" + line + "\n").get("s", "k")


def test_hidden_hash_without_space_is_kept():
    assert _value("k = #ff0000") == "#ff0000"
    assert _value("k = #general") == "#general"
    assert _value("k = http://x/#top") == "http://x/#top"
    assert _value("k = v1#2") == "v1#2"
    assert _value("k = http://x/#top # home page") == "http://x/#top"


def test_hidden_semicolon_without_space_is_kept():
    assert _value("k = host=db;port=5432") == "host=db;port=5432"
    assert _value("k = SELECT 1;") == "SELECT 1;"


def test_hidden_continuation_line_keeps_hash():
    cfg = parse("[s]\nk = a\n    http://b/#c\n    d;e\n")
    assert cfg.get("s", "k") == "a\nhttp://b/#c\nd;e"


def test_hidden_inline_comments_after_whitespace_are_stripped():
    assert _value("k = 8080 # comment") == "8080"
    assert _value("k = x ; note") == "x"
    assert _value("k = b\t# tab comment") == "b"
    assert _value("k = value  ;; c") == "value"


def test_hidden_full_line_comments():
    cfg = parse("# a\n; b\n[s]\n#k = 1\nk = 2\n")
    assert cfg.get("s", "k") == "2"
