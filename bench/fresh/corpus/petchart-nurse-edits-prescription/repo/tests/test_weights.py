import pytest

from petchart import ValidationError, change_percent, format_weight, to_grams


def test_to_grams_from_each_unit():
    assert to_grams(4.25) == 4250
    assert to_grams(1, "lb") == 454
    assert to_grams(8, "oz") == 227


def test_bad_weights():
    with pytest.raises(ValidationError):
        to_grams(0)
    with pytest.raises(ValidationError):
        to_grams(3, "stone")


def test_format_weight():
    assert format_weight(4800) == "4.80 kg"
    assert format_weight(850) == "850 g"
    assert format_weight(1000) == "1.00 kg"


def test_change_percent():
    assert change_percent(4000, 4200) == 5.0
    assert change_percent(4000, 3900) == -2.5
