import pytest

from wikinote import InvalidTitle, slugify, unique_slug


def test_slugify_basic():
    assert slugify("Hello, World!") == "hello-world"
    assert slugify("  Crème brûlée -- recipe ") == "creme-brulee-recipe"


def test_slugify_rejects_empty():
    with pytest.raises(InvalidTitle):
        slugify("!!!")


def test_long_slug_is_cut_after_a_word():
    title = "The quick brown fox jumps over the lazy dog again and again"
    assert slugify(title) == "the-quick-brown-fox-jumps-over-the-lazy"


def test_short_max_len_without_hyphen():
    assert slugify("Supercalifragilistic", max_len=10) == "supercalif"


def test_unique_slug():
    assert unique_slug("notes", set()) == "notes"
    assert unique_slug("notes", {"notes"}) == "notes-2"
    assert unique_slug("notes", {"notes", "notes-2"}) == "notes-3"


def test_unique_slug_of_a_long_slug_is_shortened():
    slug = "a" * 45
    assert unique_slug(slug[:40], {slug[:40]}) == "a" * 38 + "-2"
