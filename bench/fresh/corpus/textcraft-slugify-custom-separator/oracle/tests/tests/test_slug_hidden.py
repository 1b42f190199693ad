import pytest

from textcraft import slugify, unique_slug


@pytest.mark.parametrize(
    "separator, expected",
    [("_", "release_notes_v2"), (".", "release.notes.v2"), ("~", "release~notes~v2"), ("+", "release+notes+v2")],
    ids=["underscore", "dot", "tilde", "plus"],
)
def test_no_separator_at_either_end(separator, expected):
    assert slugify("(Release notes: v2)", separator=separator) == expected


def test_max_length_with_custom_separator_keeps_words():
    assert slugify("a very long title for a blog post", separator="_", max_length=15) == "a_very_long"
    assert slugify("alpha beta gamma", separator=".", max_length=11) == "alpha.beta"


def test_unique_slug_uses_the_separator():
    assert unique_slug("Hello World", {"hello_world"}, separator="_") == "hello_world_2"
    assert unique_slug("Hello World", {"hello.world", "hello.world.2"}, separator=".") == "hello.world.3"


def test_dashes_and_nothing_left_with_other_separator():
    assert slugify("-- draft - final --", separator="_") == "draft_final"
    assert slugify("!!!", separator="_") == ""


def test_default_separator_unchanged():
    assert slugify("!!Big -- Sale!!") == "big-sale"
    assert slugify("a very long title for a blog post", max_length=15) == "a-very-long"
    assert unique_slug("Big Sale", {"big-sale"}) == "big-sale-2"
    assert slugify("snake_case title") == "snake-case-title"
    assert slugify("snake_case title", separator=".") == "snake.case.title"


def test_nothing_left():
    assert slugify("!!!") == ""
    assert slugify("", separator=".") == ""


def test_hard_cut_of_a_single_long_word():
    assert slugify("internationalization", separator="_", max_length=8) == "internat"
