import pytest

from settingsfile import ConfigError, Field, Schema, ValidationError, loads

SCHEMA = Schema([
    Field("server", "host", required=True),
    Field("server", "port", "int", minimum=1, maximum=65535),
    Field("server", "workers", "int", default=4, minimum=1, maximum=64),
    Field("server", "timeout", "duration", maximum=300),
    Field("server", "mode", choices=("dev", "prod")),
    Field("server", "hosts", "list", maximum=3),
])


def test_valid_config_gives_typed_values():
    cfg = loads("[server]\nhost = x\nport = 8080\ntimeout = 2m\nmode = prod\nhosts = a, b\n")
    assert SCHEMA.validate(cfg) == {
        "server.host": "x", "server.port": 8080, "server.workers": 4,
        "server.timeout": 120, "server.mode": "prod", "server.hosts": ["a", "b"],
    }


def test_all_problems_are_collected():
    cfg = loads("[server]\nport = 0\nmode = staging\ntimeout = soon\n")
    with pytest.raises(ValidationError) as info:
        SCHEMA.validate(cfg)
    problems = info.value.problems
    assert len(problems) == 4
    assert problems[0] == "server.host: required"
    assert any("below the minimum" in p for p in problems)


def test_unknown_keys_are_listed():
    cfg = loads("[server]\nhost = x\nprot = 80\n")
    assert SCHEMA.unknown_keys(cfg) == ["server.prot"]


def test_field_declaration_errors():
    with pytest.raises(ConfigError):
        Field("a", "b", "complex")
    with pytest.raises(ConfigError):
        Field("a", "b", "int", minimum=5, maximum=1)
    with pytest.raises(ConfigError):
        Schema([Field("a", "b"), Field("a", "b")])
