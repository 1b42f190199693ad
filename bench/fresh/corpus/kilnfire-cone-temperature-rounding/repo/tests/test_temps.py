import pytest

from kilnfire import KilnError, c_to_f, f_to_c, format_temp, parse_temp, round_to


def test_round_to_steps():
    assert round_to(1222.4) == 1222
    assert round_to(1222.6) == 1223
    assert round_to(1231, 5) == 1230
    assert round_to(2.26, 0.1) == 2.3


def test_round_to_rejects_a_bad_step():
    with pytest.raises(ValueError):
        round_to(10, 0)


def test_conversions():
    assert c_to_f(100) == 212
    assert f_to_c(212) == 100
    assert round(c_to_f(1222), 1) == 2231.6


def test_parse_temp():
    assert parse_temp("1222C") == 1222
    assert parse_temp(" 212 f ") == 100
    assert parse_temp("600") == 600
    with pytest.raises(KilnError):
        parse_temp("hot")


def test_format_temp():
    assert format_temp(1222) == "1222°C"
    assert format_temp(1222, "F") == "2232°F"
    assert format_temp(1222, "F", step=10) == "2230°F"
    with pytest.raises(KilnError):
        format_temp(1222, "K")
