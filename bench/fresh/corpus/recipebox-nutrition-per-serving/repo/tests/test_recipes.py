from fractions import Fraction as F

import pytest

from recipebox import Recipe, RecipeError, recipe


def test_recipe_builder(pancakes):
    assert pancakes.servings == 4
    assert [i.name for i in pancakes.ingredients] == ["flour", "milk", "egg", "sugar", "salt"]
    assert pancakes.tags == {"breakfast", "vegetarian"}
    assert pancakes.nutrition["kcal"] == 1400


def test_recipe_validation():
    with pytest.raises(RecipeError):
        recipe("x", 0, ["1 cup flour"])
    with pytest.raises(RecipeError):
        Recipe("x", 2, ())
    with pytest.raises(RecipeError):
        recipe("x", 2, ["1 cup flour"], sugar=3)


def test_scaled_doubles(pancakes):
    big = pancakes.scaled(8)
    assert big.servings == 8
    assert [i.text() for i in big.ingredients] == [
        "4 cup flour", "3 cup milk", "4 piece egg", "2 tbsp sugar", "2 pinch salt",
    ]
    assert big.name == pancakes.name and big.steps == pancakes.steps


def test_scaled_halves(pancakes):
    small = pancakes.scaled(2)
    assert small.ingredients[0].amount == 1
    assert small.ingredients[1].amount == F(3, 4)
    assert small.ingredients[2].amount == 1


def test_scaled_keeps_the_original(pancakes):
    pancakes.scaled(12)
    assert pancakes.servings == 4 and pancakes.ingredients[0].amount == 2
    with pytest.raises(RecipeError):
        pancakes.scaled(0)
