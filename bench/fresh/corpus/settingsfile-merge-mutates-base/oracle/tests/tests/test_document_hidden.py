from settingsfile import Config, layered, loads


def test_copy_is_independent():
    cfg = loads("[server]\nport = 80\n")
    other = cfg.copy()
    other.set("server", "port", "1")
    other.set("server", "host", "h")
    assert cfg.to_dict() == {"server": {"port": "80"}}
    assert other.get("server", "port") == "1"


def test_setting_on_merged_config_leaves_base():
    base = loads("[server]\nhost = a\n")
    merged = base.merge(loads("[log]\nlevel = debug\n"))
    merged.set("server", "host", "z")
    assert base.get("server", "host") == "a"


def test_one_base_many_overrides():
    base = loads("[server]\nport = 80\nhost = a\n")
    first = base.merge(loads("[server]\nport = 1\n"))
    second = base.merge(loads("[server]\nhost = b\n"))
    assert first.to_dict() == {"server": {"port": "1", "host": "a"}}
    assert second.to_dict() == {"server": {"port": "80", "host": "b"}}
    assert base.to_dict() == {"server": {"port": "80", "host": "a"}}


def test_merged_dump_keeps_file_order():
    merged = loads("[server]\nhost = a\nport = 80\n[log]\nlevel = info\n").merge(
        loads("[server]\nport = 9090\n[extra]\nx = 1\n"))
    assert merged.dump() == "[server]\nhost = a\nport = 9090\n\n[log]\nlevel = info\n\n[extra]\nx = 1\n"
    assert merged.sections() == ["server", "log", "extra"]


def test_other_input_unchanged_and_layers():
    other = loads("[a]\nx = 2\n")
    merged = loads("[a]\nx = 1\ny = 1\n").merge(other)
    merged.set("a", "x", "3")
    assert other.to_dict() == {"a": {"x": "2"}}
    assert layered(Config(), "[a]\nz = 1\n", other).to_dict() == {"a": {"z": "1", "x": "2"}}


def test_to_dict_raw_is_a_copy():
    cfg = loads("[a]\nx = 1\n")
    cfg.to_dict(expand=False)["a"]["x"] = "9"
    assert cfg.get("a", "x") == "1"
