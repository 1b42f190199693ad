import pytest

from inikit import ParseError, load, parse


def test_sections_in_file_order(cfg):
    assert cfg.sections() == ["server", "database", "paths"]


def test_option_names_are_case_insensitive():
    cfg = parse("[s]\nName = x\n")
    assert cfg.get("s", "NAME") == "x"
    assert cfg.options("s") == ["name"]


def test_colon_separator():
    assert parse("[s]\nkey: value\n").get("s", "key") == "value"


def test_full_line_comments_are_ignored():
    cfg = parse("; leading\n[s]\n# note\nkey = 1\n  ; indented comment\n")
    assert cfg.options("s") == ["key"]


def test_inline_comment_is_stripped(cfg):
    assert cfg.get("server", "port") == "8080"
    assert parse("[s]\nkey = value # why\n").get("s", "key") == "value"


def test_continuation_lines(cfg):
    assert cfg.get_raw("database", "replicas") == "db1.internal, db2.internal,\ndb3.internal"


def test_value_may_contain_separators():
    cfg = parse("[s]\nopts = a=1,b=2\ntime: 12:30\n")
    assert cfg.get("s", "opts") == "a=1,b=2"
    assert cfg.get("s", "time") == "12:30"


def test_empty_value():
    assert parse("[s]\nkey =\n").get("s", "key") == ""


def test_option_outside_section_raises():
    with pytest.raises(ParseError) as info:
        parse("key = 1\n")
    assert info.value.lineno == 1


def test_garbage_line_raises():
    with pytest.raises(ParseError) as info:
        parse("[s]\njust some words\n")
    assert info.value.lineno == 2


def test_duplicate_section_raises_in_strict_mode():
    with pytest.raises(ParseError):
        parse("[s]\na = 1\n[s]\nb = 2\n")


def test_duplicate_option_raises_in_strict_mode():
    with pytest.raises(ParseError):
        parse("[s]\na = 1\nA = 2\n")


def test_non_strict_merges_duplicates():
    cfg = parse("[s]\na = 1\n[s]\na = 2\nb = 3\n", strict=False)
    assert cfg.get("s", "a") == "2"
    assert cfg.get("s", "b") == "3"


def test_same_option_in_different_sections():
    cfg = parse("[a]\nname = x\n[b]\nname = y\n")
    assert (cfg.get("a", "name"), cfg.get("b", "name")) == ("x", "y")


def test_load_reads_file(tmp_path, sample_text):
    path = tmp_path / "service.ini"
    path.write_text(sample_text, encoding="utf-8")
    assert load(path).get_int("server", "workers") == 4
