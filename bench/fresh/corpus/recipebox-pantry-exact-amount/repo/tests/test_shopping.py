from recipebox import Pantry, needed, parse_line, shopping_list, shopping_text


def test_needed_merges_the_menu(pancakes, omelette):
    need = needed([pancakes, omelette])
    assert need[("egg", "piece")] == 5
    assert list(need)[:2] == [("flour", "cup"), ("milk", "cup")]


def test_list_less_the_pantry(pancakes, omelette):
    p = Pantry([parse_line("1 cup flour"), parse_line("4 egg")])
    items = shopping_list([pancakes, omelette], p)
    assert [i.text() for i in items][:3] == ["1 cup flour", "1 3/4 cup milk", "1 piece egg"]


def test_list_without_a_pantry(omelette):
    assert [i.text() for i in shopping_list([omelette])] == [
        "3 piece egg", "1/4 cup milk", "1 pinch salt",
    ]


def test_shopping_text(omelette):
    p = Pantry([parse_line("3 egg"), parse_line("1 cup milk"), parse_line("a pinch of salt")])
    assert shopping_text([omelette], p) == "nothing to buy"
    assert shopping_text([omelette]).splitlines()[0] == "[ ] 3 piece egg"
