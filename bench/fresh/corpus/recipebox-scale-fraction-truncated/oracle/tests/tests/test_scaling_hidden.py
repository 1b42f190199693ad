from fractions import Fraction as F

from recipebox import Pantry, parse_line, recipe, scale_amount, shopping_list, to_eighths


def test_to_eighths_is_the_nearest_eighth():
    assert to_eighths(F(4, 9)) == F(1, 2)
    assert to_eighths(F(4, 3)) == F(11, 8)
    assert to_eighths(F(7, 9)) == F(3, 4)
    assert to_eighths(F(1000, 3)) == F(2667, 8)
    assert to_eighths(F(5, 16)) == F(3, 8)
    assert to_eighths(F(3, 16)) == F(1, 4)


def test_whole_items_go_up_to_the_next_item():
    assert scale_amount(3, F(5, 4), whole=True) == 4
    assert scale_amount(2, F(5, 4), whole=True) == 3
    assert scale_amount(1, F(1, 3), whole=True) == 1
    assert scale_amount(F(3, 2), F(3, 2), whole=True) == 3
    eggs = recipe("x", 4, ["3 egg", "1 cup milk"]).scaled(5).ingredients[0]
    assert eggs.text() == "4 piece egg"


def test_scaled_soup():
    soup = recipe("soup", 6, ["1 1/3 cup lentils", "2 piece onion", "1000 ml stock", "1/3 cup oil"])
    assert [i.text() for i in soup.scaled(2).ingredients] == [
        "1/2 cup lentils", "1 piece onion", "333 3/8 ml stock", "1/8 cup oil",
    ]
    assert [i.text() for i in soup.scaled(4).ingredients] == [
        "7/8 cup lentils", "2 piece onion", "666 5/8 ml stock", "1/4 cup oil",
    ]


def test_shopping_list_rounds_to_the_nearest_eighth():
    r = recipe("r", 4, ["1 1/2 cup milk", "1 cup flour"])
    p = Pantry([parse_line("1/6 cup milk"), parse_line("1/5 cup flour")])
    assert [i.text() for i in shopping_list([r], p)] == ["1 3/8 cup milk", "3/4 cup flour"]


def test_exact_amounts_and_the_smallest_amount():
    assert to_eighths(F(3, 8)) == F(3, 8)
    assert to_eighths(F(1, 100)) == F(1, 8)
    assert scale_amount(F(1, 2), F(1, 1000)) == F(1, 8)
    assert scale_amount(F(3, 4), F(2, 3)) == F(1, 2)
    assert scale_amount(4, F(1, 2), whole=True) == 2


def test_scaling_to_whole_multiples_is_exact():
    r = recipe("r", 2, ["1 1/2 cup milk", "3 egg", "1/8 tsp salt"])
    assert [i.text() for i in r.scaled(6).ingredients] == [
        "4 1/2 cup milk", "9 piece egg", "3/8 tsp salt",
    ]
