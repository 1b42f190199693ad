import pytest

from recipebox import recipe


@pytest.fixture
def pancakes():
    return recipe(
        "pancakes", 4,
        ["2 cup flour", "1 1/2 cup milk", "2 egg", "1 tbsp sugar", "a pinch of salt"],
        steps=["Whisk", "Rest", "Fry"],
        tags=["breakfast", "vegetarian"],
        kcal=1400, protein=42, fat=38, carbs=220,
    )


@pytest.fixture
def omelette():
    return recipe(
        "omelette", 1, ["3 egg", "1/4 cup milk", "a pinch of salt"],
        steps=["Beat", "Cook"], tags=["breakfast", "quick"],
        kcal=330, protein=21, fat=23, carbs=5,
    )


@pytest.fixture
def soup():
    return recipe(
        "soup", 6, ["1 1/3 cup lentils", "2 piece onion", "1000 ml stock", "1/3 cup oil"],
        steps=["Chop", "Fry", "Simmer", "Blend"], tags=["vegan"],
        kcal=1500, protein=70, fat=48, carbs=190,
    )
