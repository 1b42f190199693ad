import pytest

from inikit import InterpolationError, parse


def test_hidden_nested_reference_uses_the_referenced_section():
    cfg = parse("[paths]\nroot = /opt/tool\nlogs = ${root}/logs\n"
                "[app]\nroot = /home/me\nlogfile = ${paths:logs}/app.log\n")
    assert cfg.get("app", "logfile") == "/opt/tool/logs/app.log"
    assert dict(cfg.items("app"))["logfile"] == "/opt/tool/logs/app.log"
    assert cfg.to_dict()["app"]["logfile"] == "/opt/tool/logs/app.log"


def test_hidden_nested_reference_missing_in_outer_section():
    cfg = parse("[paths]\nbase = /srv\nlogs = ${base}/logs\n[app]\nlogfile = ${paths:logs}/a.log\n")
    assert cfg.get("app", "logfile") == "/srv/logs/a.log"


def test_hidden_chain_across_three_sections():
    cfg = parse("[c]\nbase = /c\nz = ${base}/z\n"
                "[b]\nbase = /b\ny = ${c:z}/y\n"
                "[a]\nbase = /a\nx = ${b:y}\n")
    assert cfg.get("a", "x") == "/c/z/y"
    assert cfg.get("b", "y") == "/c/z/y"


def test_hidden_dollar_escape():
    cfg = parse("[s]\nprice = $$5\ncmd = echo $${HOME}\npassword = s3cr3t$$pa55\n")
    assert cfg.get("s", "price") == "$5"
    assert cfg.get("s", "cmd") == "echo ${HOME}"
    assert dict(cfg.items("s"))["password"] == "s3cr3t$pa55"


def test_hidden_default_fallback_inside_nested_reference():
    cfg = parse("[DEFAULT]\nbase = /d\n[paths]\nlogs = ${base}/logs\n[app]\nf = ${paths:logs}\n")
    assert cfg.get("app", "f") == "/d/logs"


def test_hidden_cycle_across_sections_raises():
    cfg = parse("[a]\nx = ${b:y}\n[b]\ny = ${a:x}\n")
    with pytest.raises(InterpolationError):
        cfg.get("a", "x")


def test_hidden_missing_section_raises():
    cfg = parse("[a]\nx = ${nosuch:key}\n")
    with pytest.raises(InterpolationError):
        cfg.get("a", "x")


def test_hidden_same_section_chain():
    cfg = parse("[s]\na = 1\nb = ${a}2\nc = ${b}3\n")
    assert cfg.get("s", "c") == "123"
