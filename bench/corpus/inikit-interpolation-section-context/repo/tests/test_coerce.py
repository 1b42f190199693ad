import pytest

from inikit import CoercionError, format_value, parse, to_bool, to_float, to_int, to_list


def test_to_bool_values():
    for text in ["1", "true", "yes", "on", " yes "]:
        assert to_bool(text) is True
    for text in ["0", "false", "no", "off"]:
        assert to_bool(text) is False
    assert to_bool(True) is True


def test_to_bool_rejects_garbage():
    for text in ["maybe", "", "2", "y"]:
        with pytest.raises(CoercionError):
            to_bool(text)


def test_get_bool_error_names_the_option():
    cfg = parse("[s]\nflag = maybe\n")
    with pytest.raises(CoercionError) as info:
        cfg.get_bool("s", "flag")
    assert "[s] flag" in str(info.value)


def test_to_int_values():
    assert to_int("42") == 42
    assert to_int(" 7 ") == 7
    assert to_int("1_000") == 1000
    assert to_int(12) == 12


def test_to_float():
    assert to_float("2.5") == 2.5
    assert to_float("-1e3") == -1000.0
    with pytest.raises(CoercionError):
        to_float("nan")


def test_to_list():
    assert to_list("a, b,,c,") == ["a", "b", "c"]
    assert to_list("a\nb, c") == ["a", "b", "c"]
    assert to_list("x; y", sep=";") == ["x", "y"]


def test_format_value():
    assert format_value(True) == "true"
    assert format_value(None) == ""
    assert format_value([1, 2]) == "1, 2"
    assert format_value(3) == "3"
