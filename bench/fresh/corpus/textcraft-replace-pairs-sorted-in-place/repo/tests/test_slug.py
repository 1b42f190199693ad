import pytest

from textcraft import slugify, unique_slug


def test_basic_slug():
    assert slugify("Crème Brûlée: A Recipe!") == "creme-brulee-a-recipe"
    assert slugify("  Hello,   World  ") == "hello-world"


def test_keep_case_and_stopwords():
    assert slugify("The Art of War", lowercase=False) == "The-Art-of-War"
    assert slugify("The Art of War", stopwords=["the", "of"]) == "art-war"


def test_custom_separator_between_words():
    assert slugify("quarterly sales report", separator="_") == "quarterly_sales_report"


def test_max_length_keeps_whole_words():
    assert slugify("a very long title for a blog post", max_length=15) == "a-very-long"
    assert slugify("supercalifragilistic", max_length=5) == "super"


def test_unique_slug():
    assert unique_slug("Hello World", set()) == "hello-world"
    assert unique_slug("Hello World", {"hello-world", "hello-world-2"}) == "hello-world-3"


def test_invalid_arguments():
    with pytest.raises(ValueError):
        slugify("x", separator="")
    with pytest.raises(ValueError):
        slugify("x", max_length=0)
