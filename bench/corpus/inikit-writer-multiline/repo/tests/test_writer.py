from inikit import Config, dump, dumps, parse

SIMPLE = """\
[DEFAULT]
timeout = 30

[server]
host = example.org
port = 8080
url = http://${host}:${port}/
"""


def test_dumps_round_trip():
    cfg = parse(SIMPLE)
    assert parse(dumps(cfg)) == cfg


def test_dumps_writes_defaults_first():
    text = dumps(parse(SIMPLE))
    assert text.splitlines()[0] == "[DEFAULT]"
    assert text.index("[DEFAULT]") < text.index("[server]")


def test_dumps_keeps_references_raw():
    assert "url = http://${host}:${port}/" in dumps(parse(SIMPLE))


def test_dumps_empty_config():
    assert dumps(Config()) == ""


def test_set_then_dumps():
    cfg = Config()
    cfg.add_section("feature")
    cfg.set("feature", "enabled", True)
    assert dumps(cfg) == "[feature]\nenabled = true\n"


def test_dump_writes_file(tmp_path):
    path = tmp_path / "out.ini"
    dump(parse(SIMPLE), path)
    assert parse(path.read_text(encoding="utf-8")) == parse(SIMPLE)


def test_multiline_value_round_trips():
    # issue #31: dumps() wrote the second line of a value without indentation
    cfg = parse("[motd]\ntext = first line\n    second line\n")
    assert parse(dumps(cfg)).get("motd", "text") == "first line\nsecond line"
