from fractions import Fraction as F

from recipebox import label, menu_totals, per_serving, recipe, render_card

PANCAKES = recipe("pancakes", 4, ["2 cup flour", "2 egg"], kcal=1400, protein=42, fat=38, carbs=220)
SOUP = recipe("soup", 6, ["1 cup lentils"], kcal=1500, protein=70, fat=48, carbs=190)


def test_scaled_totals_follow_the_servings():
    assert PANCAKES.scaled(6).nutrition == {"kcal": 2100, "protein": 63, "fat": 57, "carbs": 330}
    assert SOUP.scaled(4).nutrition["protein"] == F(140, 3)
    assert SOUP.scaled(1).nutrition["kcal"] == 250


def test_label_and_card_of_scaled_recipes():
    text = "Per serving: 350 kcal, protein 10.5 g, fat 9.5 g, carbs 55.0 g"
    assert label(PANCAKES.scaled(6)) == text
    assert render_card(PANCAKES.scaled(6)).splitlines()[-1] == text
    assert label(SOUP.scaled(4)) == "Per serving: 250 kcal, protein 11.7 g, fat 8.0 g, carbs 31.7 g"


def test_menu_totals_with_scaled_recipes():
    totals = menu_totals([(PANCAKES.scaled(8), 2), (SOUP.scaled(3), 3)])
    assert totals == {"kcal": 1450, "protein": 56, "fat": 43, "carbs": 205}


def test_unscaled_nutrition():
    assert per_serving(SOUP) == {"kcal": 250, "protein": F(35, 3), "fat": 8, "carbs": F(95, 3)}
    assert label(recipe("x", 2, ["1 cup rice"], kcal=5, protein=25)) == (
        "Per serving: 3 kcal, protein 12.5 g, fat 0.0 g, carbs 0.0 g"
    )


def test_scaling_leaves_the_original_and_recipes_without_nutrition():
    PANCAKES.scaled(12)
    assert PANCAKES.nutrition["kcal"] == 1400
    plain = recipe("plain", 2, ["1 cup rice"]).scaled(4)
    assert plain.nutrition == {}
    assert render_card(plain).splitlines() == ["PLAIN (serves 4)", "- 2 cup rice"]
