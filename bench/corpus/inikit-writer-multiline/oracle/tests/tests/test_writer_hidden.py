from inikit import Config, dumps, parse


def test_hidden_multiline_three_lines_round_trip():
    cfg = parse("[s]\nhosts = a\n    b\n    c\n")
    assert parse(dumps(cfg)) == cfg
    assert parse(dumps(cfg)).get("s", "hosts") == "a\nb\nc"


def test_hidden_continuation_containing_equals_sign():
    cfg = Config()
    cfg.add_section("s")
    cfg.set("s", "script", "x = 1\ny = 2\nprint(x + y)")
    again = parse(dumps(cfg))
    assert again.get("s", "script") == "x = 1\ny = 2\nprint(x + y)"
    assert again.options("s") == ["script"]


def test_hidden_dumps_indents_every_continuation_line():
    cfg = Config()
    cfg.add_section("s")
    cfg.set("s", "k", "a\nb\nc")
    assert dumps(cfg) == "[s]\nk = a\n    b\n    c\n"


def test_hidden_sample_round_trip(sample_text):
    cfg = parse(sample_text)
    assert parse(dumps(cfg)) == cfg


def test_hidden_single_line_round_trip():
    cfg = parse("[DEFAULT]\nx = 1\n[a]\ny = ${x}\nz = true\n")
    assert parse(dumps(cfg)) == cfg
    assert dumps(cfg).startswith("[DEFAULT]\nx = 1\n\n[a]\n")


def test_hidden_empty_and_bool_values():
    cfg = Config()
    cfg.add_section("s")
    cfg.set("s", "flag", False)
    cfg.set("s", "empty", None)
    assert dumps(cfg) == "[s]\nflag = false\nempty = \n"
