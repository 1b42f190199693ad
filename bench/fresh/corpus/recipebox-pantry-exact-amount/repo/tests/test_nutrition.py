from fractions import Fraction as F

from recipebox import label, menu_totals, per_serving, recipe


def test_per_serving(pancakes):
    assert per_serving(pancakes) == {"kcal": 350, "protein": F(21, 2), "fat": F(19, 2),
                                     "carbs": 55}


def test_label_rounds_halves_up():
    r = recipe("x", 3, ["1 cup rice"], kcal=1000, protein=10, fat=F(3, 4), carbs=1)
    assert label(r) == "Per serving: 333 kcal, protein 3.3 g, fat 0.3 g, carbs 0.3 g"
    r = recipe("y", 4, ["1 cup rice"], kcal=2, protein=F(1, 5), fat=0, carbs=0)
    assert label(r) == "Per serving: 1 kcal, protein 0.1 g, fat 0.0 g, carbs 0.0 g"


def test_menu_totals(pancakes, omelette):
    totals = menu_totals([(pancakes, 2), (omelette, 1)])
    assert totals["kcal"] == 1030
    assert totals["protein"] == 42
