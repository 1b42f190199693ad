import pytest

from divelog import ValidationError, ambient_bar, gas_needed, sac_rate, turn_pressure


def test_ambient_pressure():
    assert ambient_bar(0) == 1
    assert ambient_bar(20) == 3


def test_sac_rate():
    assert sac_rate(200, 80, 12, 40, 10) == 18.0
    assert sac_rate(210, 60, 10, 45, 15) == 13.3


def test_sac_rate_rejects_bad_input():
    with pytest.raises(ValidationError):
        sac_rate(100, 150, 12, 40, 10)
    with pytest.raises(ValidationError):
        sac_rate(200, 100, 12, 0, 10)


def test_gas_needed_and_turn_pressure():
    assert gas_needed(18.0, 40, 10) == 1440
    assert gas_needed(13.3, 30, 15) == 998
    assert turn_pressure(200) == 134
    assert turn_pressure(210) == 140
