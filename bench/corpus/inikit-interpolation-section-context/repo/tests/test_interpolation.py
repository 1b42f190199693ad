import pytest

from inikit import InterpolationError, parse


def test_reference_to_default(cfg):
    assert cfg.get("server", "log_file") == "/srv/app/log/server.log"


def test_nested_references_in_same_section(cfg):
    assert cfg.get("paths", "archive") == "/srv/app/data/cache/archive"


def test_cross_section_reference():
    cfg = parse("[a]\nport = 8081\n[b]\nurl = http://localhost:${a:port}/\n")
    assert cfg.get("b", "url") == "http://localhost:8081/"


def test_cross_section_reference_through_defaults():
    cfg = parse("[DEFAULT]\nroot = /var\n[server]\nlog = ${root}/log\n[report]\npath = ${server:log}/r.txt\n")
    assert cfg.get("report", "path") == "/var/log/r.txt"


def test_missing_reference_raises():
    cfg = parse("[s]\na = ${nope}\n")
    with pytest.raises(InterpolationError):
        cfg.get("s", "a")


def test_circular_reference_raises():
    cfg = parse("[s]\na = ${b}\nb = ${a}\n")
    with pytest.raises(InterpolationError):
        cfg.get("s", "a")


def test_raw_get_skips_interpolation(cfg):
    assert cfg.get("server", "log_file", raw=True) == "${base_dir}/log/server.log"


def test_interpolation_can_be_disabled(sample_text):
    cfg = parse(sample_text, interpolation=False)
    assert cfg.get("paths", "data") == "${base_dir}/data"


def test_items_include_defaults(cfg):
    keys = {key for key, _ in cfg.items("database")}
    assert keys == {"url", "pool_size", "replicas", "password", "base_dir", "timeout", "debug"}


def test_to_dict_has_every_section(cfg):
    data = cfg.to_dict()
    assert set(data) == {"server", "database", "paths"}
    assert data["server"]["port"] == "8080"


def test_nested_reference_resolves_in_its_own_section():
    # issue #23: ${root} inside [paths] logs was looked up in [app]
    cfg = parse("[paths]\nroot = /opt/tool\nlogs = ${root}/logs\n"
                "[app]\nroot = /home/me\nlogfile = ${paths:logs}/app.log\n")
    assert cfg.get("app", "logfile") == "/opt/tool/logs/app.log"
