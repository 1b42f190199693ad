import pytest

from inikit import CoercionError, parse, to_int


def test_hidden_signed_integers():
    assert to_int("-5") == -5
    assert to_int("+5") == 5
    assert to_int("-1_000") == -1000
    assert to_int(" -42 ") == -42
    assert to_int("-0") == 0
    assert to_int("-7") == -7


def test_hidden_get_int_signed_values():
    cfg = parse("[s]\noffset = -30\nlevel = +2\n")
    assert cfg.get_int("s", "offset") == -30
    assert cfg.get_int("s", "level") == 2


def test_hidden_unsigned_integers():
    assert to_int("0") == 0
    assert to_int("42") == 42
    assert to_int("1_000_000") == 1000000
    assert to_int(7) == 7


def test_hidden_garbage_raises_coercion_error():
    for text in ["abc", "1.5", "--5", "+-5", "", "-", "5-", "0x10", "1e3", "4 2", True]:
        with pytest.raises(CoercionError):
            to_int(text)


def test_hidden_get_int_error_names_the_option():
    cfg = parse("[s]\nn = many\n")
    with pytest.raises(CoercionError) as info:
        cfg.get_int("s", "n")
    assert "[s] n" in str(info.value)
