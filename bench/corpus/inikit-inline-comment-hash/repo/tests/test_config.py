import pytest

from inikit import Config, MissingOptionError, MissingSectionError


def test_defaults_are_visible_in_sections(cfg):
    assert cfg.get("database", "timeout") == "30"
    assert cfg.has_option("paths", "timeout")


def test_section_overrides_default(cfg):
    assert cfg.get_bool("server", "debug") is True
    assert cfg.get_bool("database", "debug") is False


def test_get_int(cfg):
    assert cfg.get_int("server", "port") == 8080
    assert cfg.get_int("database", "pool_size") == 10


def test_get_list(cfg):
    assert cfg.get_list("database", "replicas") == ["db1.internal", "db2.internal", "db3.internal"]


def test_get_float():
    cfg = Config()
    cfg.add_section("s")
    cfg.set("s", "ratio", "0.75")
    assert cfg.get_float("s", "ratio") == 0.75


def test_fallback_for_missing_values(cfg):
    assert cfg.get("server", "missing", fallback="x") == "x"
    assert cfg.get_int("server", "missing", fallback=5) == 5
    assert cfg.get("nosuch", "key", fallback=None) is None


def test_missing_section_raises(cfg):
    with pytest.raises(MissingSectionError):
        cfg.get("nosuch", "key")


def test_missing_option_raises(cfg):
    with pytest.raises(MissingOptionError):
        cfg.get("server", "missing")


def test_set_formats_values(cfg):
    cfg.set("server", "debug", False)
    cfg.set("server", "hosts", ["a", "b"])
    assert cfg.get_raw("server", "debug") == "false"
    assert cfg.get_list("server", "hosts") == ["a", "b"]


def test_remove_option_reveals_default(cfg):
    assert cfg.remove_option("server", "debug")
    assert cfg.get("server", "debug") == "off"
