from recipebox import Pantry, cookable, parse_line, quick, render_card, using, with_tags


def test_with_tags(pancakes, omelette, soup):
    assert [r.name for r in with_tags([soup, pancakes, omelette], "breakfast")] == [
        "omelette", "pancakes",
    ]
    assert with_tags([pancakes, omelette], "Breakfast", "quick") == [omelette]


def test_using_and_quick(pancakes, omelette, soup):
    assert [r.name for r in using([soup, pancakes, omelette], " Milk")] == [
        "omelette", "pancakes",
    ]
    assert [r.name for r in quick([soup, pancakes, omelette], 3)] == ["omelette", "pancakes"]


def test_cookable(pancakes, omelette):
    p = Pantry([parse_line("4 egg"), parse_line("1 cup milk"), parse_line("2 pinch salt")])
    assert cookable([pancakes, omelette], p) == ["omelette"]


def test_card(omelette):
    assert render_card(omelette).splitlines() == [
        "OMELETTE (serves 1)",
        "- 3 piece egg",
        "- 1/4 cup milk",
        "- 1 pinch salt",
        "1. Beat",
        "2. Cook",
        "Per serving: 330 kcal, protein 21.0 g, fat 23.0 g, carbs 5.0 g",
    ]


def test_card_of_a_scaled_recipe(pancakes):
    card = render_card(pancakes.scaled(6)).splitlines()
    assert card[0] == "PANCAKES (serves 6)"
    assert card[1:4] == ["- 3 cup flour", "- 2 1/4 cup milk", "- 3 piece egg"]
