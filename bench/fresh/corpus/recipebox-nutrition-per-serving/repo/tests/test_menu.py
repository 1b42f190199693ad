import pytest

from recipebox import Menu, Pantry, RecipeError, by_ingredient_count, parse_line, suggest


def test_plan_and_drop(pancakes, omelette):
    m = Menu("weekend")
    m.plan("sat breakfast", pancakes, 8)
    m.plan("sun breakfast", omelette, 1)
    with pytest.raises(RecipeError):
        m.plan("sat breakfast", omelette, 2)
    with pytest.raises(RecipeError):
        m.plan("lunch", omelette, 0)
    assert m.summary().splitlines() == [
        "weekend: 2 meal(s)", "- sat breakfast: pancakes for 8", "- sun breakfast: omelette for 1",
    ]
    assert m.drop("sun breakfast").recipe is omelette
    with pytest.raises(RecipeError):
        m.drop("sun breakfast")
    assert m.tags() == {"breakfast", "vegetarian"}


def test_menu_shopping_and_nutrition(pancakes, omelette):
    m = Menu()
    m.plan("a", pancakes, 8)
    m.plan("b", omelette, 1)
    assert [d.servings for d in m.dishes()] == [8, 1]
    items = m.shopping(Pantry([parse_line("4 cup flour")]))
    assert [i.text() for i in items][:2] == ["3 1/4 cup milk", "7 piece egg"]
    assert m.nutrition_per_person()["kcal"] == 680


def test_suggest_and_counts(pancakes, omelette, soup):
    p = Pantry([parse_line("3 egg"), parse_line("1 cup milk")])
    assert suggest([pancakes, omelette, soup], p, limit=2) == [("omelette", 1), ("pancakes", 4)]
    assert by_ingredient_count([pancakes, omelette, soup]) == {5: ["pancakes"], 3: ["omelette"],
                                                               4: ["soup"]}
