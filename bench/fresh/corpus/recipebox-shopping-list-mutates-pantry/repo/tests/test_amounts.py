from fractions import Fraction as F

import pytest

from recipebox import RecipeError, format_amount, parse_amount, scale_amount, to_eighths


def test_parse_amounts():
    assert parse_amount("2") == 2
    assert parse_amount("3/4") == F(3, 4)
    assert parse_amount(" 1 1/2 ") == F(3, 2)
    assert parse_amount("0.25") == F(1, 4)


@pytest.mark.parametrize("text", ["", "0", "1/0", "1/2 1", "a cup", "1 2", "-1", "1 1/2 3"])
def test_bad_amounts(text):
    with pytest.raises(RecipeError):
        parse_amount(text)


def test_format_amounts():
    assert format_amount(F(3, 2)) == "1 1/2"
    assert format_amount(F(2)) == "2"
    assert format_amount(F(3, 4)) == "3/4"
    assert format_amount(F(10, 4)) == "2 1/2"


def test_eighths_are_exact_already():
    assert to_eighths(F(3, 8)) == F(3, 8)
    assert to_eighths(F(2)) == 2


def test_scale_by_whole_factors():
    assert scale_amount(F(3, 4), 2) == F(3, 2)
    assert scale_amount(F(1, 2), F(1, 2)) == F(1, 4)
    assert scale_amount(F(2), 3, whole=True) == 6
