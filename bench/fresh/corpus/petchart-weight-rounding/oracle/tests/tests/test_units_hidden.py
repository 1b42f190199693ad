import pytest

from petchart import ValidationError, format_weight, lb_to_grams, oz_to_grams, to_grams
from conftest import NINA


def test_ounces_are_rounded_to_the_nearest_gram():
    assert to_grams(8, "oz") == 227
    assert oz_to_grams(140) == 3969


def test_more_pounds():
    assert lb_to_grams(2) == 907
    assert to_grams(10, "lb") == 4536
    assert to_grams(3.3, "lb") == 1497
    assert to_grams(2.2046226218, "lb") == 1000


def test_chart_stores_rounded_grams(chart):
    assert chart.record_weight(NINA, "2026-03-03", 140, "oz") == 3969
    assert chart.animal.current_weight == 3969


def test_small_weights_in_pounds_are_shown_in_grams():
    assert format_weight(to_grams(1, "lb")) == "454 g"
    assert format_weight(to_grams(20, "oz")) == "567 g"


def test_values_that_round_down():
    assert (lb_to_grams(9), lb_to_grams(4), oz_to_grams(3)) == (4082, 1814, 85)
    assert (to_grams(0.85), to_grams(12.3456)) == (850, 12346)


def test_bad_weights_in_each_unit():
    for unit in ("kg", "lb", "oz"):
        with pytest.raises(ValidationError):
            to_grams(-1, unit)
    with pytest.raises(ValidationError):
        to_grams(1, "g")
