import pytest

from settingsfile import InterpolationError, loads


def test_same_section_and_defaults_references(sample_text):
    cfg = loads(sample_text)
    assert cfg.get("server", "banner") == "Welcome to example.org"
    assert cfg.get("paths", "root") == "/data/prod"


def test_dollar_escape(sample_text):
    assert loads(sample_text).get("server", "price") == "$5 per call"


def test_unknown_reference_raises():
    cfg = loads("[a]\nx = ${nope}\n")
    with pytest.raises(InterpolationError):
        cfg.get("a", "x")


def test_cycle_is_reported():
    cfg = loads("[a]\nx = ${y}\ny = ${a.x}\n")
    with pytest.raises(InterpolationError, match="cycle"):
        cfg.get("a", "x")


def test_raw_values_are_kept(sample_text):
    cfg = loads(sample_text)
    assert cfg.raw("paths", "data") == "${root}/files"
    assert cfg.to_dict(expand=False)["server"]["logdir"] == "${paths.data}/log"
