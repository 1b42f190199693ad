import pytest

from inikit import CoercionError, parse, to_bool


def test_hidden_upper_and_mixed_case_booleans():
    for text in ["TRUE", "True", "Yes", "YES", "On", "ON", "oN", "tRuE"]:
        assert to_bool(text) is True, text
    for text in ["FALSE", "False", "No", "NO", "Off", "OFF", " Off "]:
        assert to_bool(text) is False, text


def test_hidden_get_bool_mixed_case_in_sections():
    cfg = parse("[DEFAULT]\ndebug = Off\n[a]\nverbose = Yes\n[b]\ndebug = TRUE\n")
    assert cfg.get_bool("a", "debug") is False
    assert cfg.get_bool("a", "verbose") is True
    assert cfg.get_bool("b", "debug") is True


def test_hidden_lowercase_and_numeric_booleans():
    for text in ["1", "true", "yes", "on"]:
        assert to_bool(text) is True
    for text in ["0", "false", "no", "off"]:
        assert to_bool(text) is False
    assert to_bool(False) is False


def test_hidden_garbage_still_raises():
    for text in ["maybe", "TRUEISH", "yes please", "2", "", "Y", "nope"]:
        with pytest.raises(CoercionError):
            to_bool(text)


def test_hidden_get_bool_fallback():
    cfg = parse("[a]\nx = 1\n")
    assert cfg.get_bool("a", "missing", fallback=True) is True
