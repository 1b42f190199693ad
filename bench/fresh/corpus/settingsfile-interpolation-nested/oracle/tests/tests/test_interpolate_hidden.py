import pytest

from settingsfile import InterpolationError, layered, loads


def test_chain_across_three_sections():
    cfg = loads(
        "[a]\nname = A\nx = ${b.y}\n"
        "[b]\nname = B\ny = ${c.z}-${name}\n"
        "[c]\nname = C\nz = ${name}\n"
    )
    assert cfg.get("a", "x") == "C-B"
    assert cfg.get("b", "y") == "C-B"


def test_defaults_value_expands_in_defaults():
    cfg = loads("greeting = hello ${who}\nwho = world\n[a]\nwho = alice\nmsg = ${greeting}\n")
    assert cfg.get("a", "msg") == "hello world"
    assert cfg.get("a", "who") == "alice"


def test_reference_only_resolvable_in_target_section():
    cfg = loads("[a]\nx = ${b.y}!\n[b]\ny = ${only_b}\nonly_b = 1\n")
    assert cfg.get("a", "x") == "1!"


def test_target_key_shadowed_in_caller_section():
    cfg = loads("[a]\nport = 1\nurl = ${b.url}\n[b]\nport = 2\nurl = host:${port}\n")
    assert cfg.get("a", "url") == "host:2"
    assert cfg.to_dict()["a"]["url"] == "host:2"


def test_to_dict_of_sample(sample_text):
    data = loads(sample_text).to_dict()
    assert data["server"]["logdir"] == "/data/prod/files/log"
    assert data["paths"] == {"root": "/data/prod", "data": "/data/prod/files", "cache": "/data/prod/files/cache"}


def test_layered_override_seen_through_reference():
    cfg = layered("[p]\nroot = /a\nd = ${root}/d\n[s]\nroot = /s\nx = ${p.d}\n", "[p]\nroot = /b\n")
    assert cfg.get("s", "x") == "/b/d"


def test_same_section_chains_unchanged(sample_text):
    cfg = loads(sample_text)
    assert cfg.get("paths", "cache") == "/data/prod/files/cache"
    assert cfg.get("server", "banner") == "Welcome to example.org"


def test_escape_inside_referenced_value():
    cfg = loads("[a]\np = cost: ${b.price}\n[b]\nprice = $$5\n")
    assert cfg.get("a", "p") == "cost: $5"


def test_errors_still_raised():
    with pytest.raises(InterpolationError):
        loads("[a]\nx = ${b.nope}\n[b]\ny = 1\n").get("a", "x")
    with pytest.raises(InterpolationError, match="cycle"):
        loads("[a]\nx = ${b.y}\n[b]\ny = ${a.x}\n").get("a", "x")
