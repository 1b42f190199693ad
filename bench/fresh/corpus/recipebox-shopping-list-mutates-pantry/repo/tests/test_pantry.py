from fractions import Fraction as F

import pytest

from recipebox import Ingredient, Pantry, RecipeError, parse_line


def stocked(*lines):
    return Pantry(parse_line(line) for line in lines)


def test_add_and_amount():
    p = stocked("1 cup flour", "1/2 cup flour", "2 egg")
    assert p.amount("flour", "cup") == F(3, 2)
    assert p.amount("flour", "g") == 0
    assert p.items()[0] == Ingredient("egg", F(2), "piece")


def test_has_and_can_cook(omelette):
    p = stocked("6 egg", "1 cup milk", "2 pinch salt")
    assert p.has(parse_line("5 egg"))
    assert not p.has(parse_line("7 egg"))
    assert p.can_cook(omelette)
    assert not stocked("6 egg", "1 cup milk").can_cook(omelette)


def test_missing(pancakes):
    p = stocked("1 cup flour", "4 egg", "1 tbsp sugar")
    assert [i.text() for i in p.missing(pancakes)] == [
        "1 cup flour", "1 1/2 cup milk", "1 pinch salt",
    ]


def test_use_takes_stock(omelette):
    p = stocked("5 egg", "1 cup milk", "2 pinch salt")
    p.use(omelette)
    assert p.amount("egg", "piece") == 2
    assert p.amount("milk", "cup") == F(3, 4)


def test_use_takes_nothing_when_short(omelette):
    p = stocked("2 egg", "1 cup milk", "a pinch of salt")
    with pytest.raises(RecipeError):
        p.use(omelette)
    assert p.amount("milk", "cup") == 1
