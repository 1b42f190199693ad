from fractions import Fraction as F

from recipebox import Pantry, parse_line, recipe, shopping_list, shopping_text

PANCAKES = recipe("pancakes", 4, ["2 cup flour", "1 1/2 cup milk", "2 egg", "1 tbsp sugar"])
OMELETTE = recipe("omelette", 1, ["3 egg", "1/4 cup milk", "a pinch of salt"])


def stocked(*lines):
    return Pantry(parse_line(line) for line in lines)


def test_a_second_list_is_the_same():
    p = stocked("1 cup flour", "4 egg", "2 cup milk", "a pinch of salt")
    first = shopping_list([PANCAKES, OMELETTE], p)
    assert shopping_list([PANCAKES, OMELETTE], p) == first
    assert p.can_cook(OMELETTE)


def test_shopping_text_leaves_the_pantry_alone():
    p = stocked("3 egg", "1 cup milk", "a pinch of salt")
    assert shopping_text([OMELETTE], p) == "nothing to buy"
    assert [i.text() for i in p.items()] == ["3 piece egg", "1 cup milk", "1 pinch salt"]
    assert shopping_text([OMELETTE], p) == "nothing to buy"


def test_snapshot_is_a_copy():
    p = stocked("3 egg")
    snap = p.snapshot()
    snap[("egg", "piece")] = F(0)
    snap[("milk", "cup")] = F(1)
    assert p.snapshot() == {("egg", "piece"): 3}
    assert p.amount("milk", "cup") == 0


def test_the_menu_uses_the_pantry_in_order():
    p = stocked("1 cup flour", "4 egg", "1/2 cup milk")
    assert [i.text() for i in shopping_list([PANCAKES, OMELETTE], p)] == [
        "1 cup flour", "1 1/4 cup milk", "1 piece egg", "1 tbsp sugar", "1 pinch salt",
    ]


def test_stock_counts_only_in_the_same_unit():
    p = stocked("200 g flour", "3 egg", "250 ml milk")
    assert [i.text() for i in shopping_list([PANCAKES], p)] == [
        "2 cup flour", "1 1/2 cup milk", "1 tbsp sugar",
    ]
