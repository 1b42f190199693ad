from fractions import Fraction as F

import pytest

from recipebox import Pantry, RecipeError, cookable, parse_line, recipe

OMELETTE = recipe("omelette", 1, ["3 egg", "1/4 cup milk", "a pinch of salt"])
PANCAKES = recipe("pancakes", 4, ["2 cup flour", "1 1/2 cup milk", "2 egg"])


def stocked(*lines):
    return Pantry(parse_line(line) for line in lines)


def test_has_at_the_boundary():
    p = stocked("1 cup flour", "1/2 cup flour", "2 egg")
    assert p.has(parse_line("1 1/2 cup flour"))
    assert p.has(parse_line("2 egg"))
    assert not p.has(parse_line("3 egg"))


def test_use_with_exactly_enough_empties_the_stock():
    p = stocked("3 egg", "1/4 cup milk", "a pinch of salt", "1 cup flour")
    p.use(OMELETTE)
    assert p.snapshot() == {("flour", "cup"): 1}
    assert [i.text() for i in p.items()] == ["1 cup flour"]


def test_cookable_with_exact_stock():
    p = stocked("3 egg", "1/4 cup milk", "a pinch of salt")
    assert cookable([PANCAKES, OMELETTE], p) == ["omelette"]
    p = stocked("2 cup flour", "1 1/2 cup milk", "2 egg")
    assert cookable([PANCAKES, OMELETTE], p) == ["pancakes"]
    assert p.can_cook(PANCAKES.scaled(4))


def test_short_by_a_little_is_short():
    p = stocked("2 egg", "0.995 cup milk", "a pinch of salt")
    assert not p.can_cook(OMELETTE)
    assert not p.has(parse_line("1 cup milk"))
    with pytest.raises(RecipeError):
        p.use(OMELETTE)
    assert p.snapshot() == {("egg", "piece"): 2, ("milk", "cup"): F(199, 200), ("salt", "pinch"): 1}


def test_missing_with_exact_and_short_stock():
    p = stocked("3 egg", "1/4 cup milk", "a pinch of salt")
    assert p.missing(OMELETTE) == []
    p = stocked("2 egg", "1/4 cup milk")
    assert [i.text() for i in p.missing(OMELETTE)] == ["1 piece egg", "1 pinch salt"]
