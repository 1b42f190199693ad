import pytest

from settingsfile import Config, ConfigError, ParseError, layered, loads


def test_typed_getters(sample_text):
    cfg = loads(sample_text)
    assert cfg.getint("server", "port") == 8080
    assert cfg.getduration("server", "timeout") == 90
    assert cfg.getsize("server", "upload_limit") == 10 * 1024 * 1024
    assert cfg.get("server", "motd") == "first line\nsecond line"
    assert cfg.getint("server", "workers", default=4) == 4
    assert cfg.getlist("server", "hosts") == ["a.example.org", "b.example.org"]
    assert all(p.startswith((">", "$")) for p in cfg.getlist("server", "prompts"))


def test_bad_typed_value_names_the_setting():
    cfg = loads("[s]\nport = eighty\n")
    with pytest.raises(ConfigError, match="s.port"):
        cfg.getint("s", "port")


def test_duplicate_key_is_an_error():
    with pytest.raises(ParseError, match="duplicate"):
        loads("[a]\nx = 1\nX = 2\n")


def test_entries_before_a_header_are_defaults():
    cfg = loads("env = dev\n[a]\nname = ${env}-a\n")
    assert cfg.sections() == ["defaults", "a"]
    assert cfg.get("a", "name") == "dev-a"


def test_to_dict_expands_everything(sample_text):
    data = loads(sample_text).to_dict()
    assert set(data) == {"defaults", "paths", "server"}
    assert data["server"]["port"] == "8080"
    assert data["server"]["banner"] == "Welcome to example.org"


def test_merge_overrides_and_adds():
    base = loads("[server]\nhost = a\nport = 80\n")
    site = loads("[server]\nport = 8080\n[extra]\nflag = on\n")
    merged = base.merge(site)
    assert merged.get("server", "port") == "8080"
    assert merged.get("server", "host") == "a"
    assert merged.getbool("extra", "flag") is True


def test_layered_later_layers_win():
    cfg = layered("[a]\nx = 1\ny = 1\n", "[a]\ny = 2\n", "[a]\nz = ${y}\n")
    assert cfg.to_dict() == {"a": {"x": "1", "y": "2", "z": "2"}}


def test_dump_round_trips(sample_text):
    cfg = loads(sample_text)
    assert loads(cfg.dump()).to_dict(expand=False) == cfg.to_dict(expand=False)


def test_dump_of_merged_config():
    merged = loads("[server]\nhost = a\nport = 80\n[log]\nlevel = info\n").merge(loads("[server]\nport = 9090\n[extra]\nx = 1\n"))
    text = merged.dump()
    assert "port = 9090" in text
    assert text.startswith("[server]\n")


def test_set_validates_names():
    cfg = Config()
    cfg.set("App", "Name", "x")
    assert cfg.get("app", "name") == "x"
    with pytest.raises(ConfigError):
        cfg.set("app", "bad name", "y")
