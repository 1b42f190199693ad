from fractions import Fraction as F

import pytest

from recipebox import Ingredient, RecipeError, parse_line


def test_lines_with_units():
    assert parse_line("1 1/2 cup flour") == Ingredient("flour", F(3, 2), "cup")
    assert parse_line("2 cups Brown Sugar") == Ingredient("brown sugar", F(2), "cup")
    assert parse_line("200 g butter") == Ingredient("butter", F(200), "g")


def test_lines_without_units_count_pieces():
    assert parse_line("2 egg") == Ingredient("egg", F(2), "piece")
    assert parse_line("1 1/2 lemon") == Ingredient("lemon", F(3, 2), "piece")
    assert parse_line("a pinch of salt") == Ingredient("salt", F(1), "pinch")


def test_bad_lines_and_ingredients():
    for line in ("2", "cup flour", "1/2"):
        with pytest.raises(RecipeError):
            parse_line(line)
    with pytest.raises(RecipeError):
        Ingredient("flour", F(1), "bucket")
    with pytest.raises(RecipeError):
        Ingredient(" ", F(1), "cup")


def test_text_and_key():
    item = parse_line("3/4 cup milk")
    assert item.text() == "3/4 cup milk"
    assert item.key == ("milk", "cup")
    assert parse_line("2 egg").whole and not item.whole
