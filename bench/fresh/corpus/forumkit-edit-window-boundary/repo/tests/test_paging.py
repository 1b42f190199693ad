import pytest

from forumkit import InvalidInput, page, page_count, page_of


def test_page_count():
    assert page_count(7, 10) == 1
    assert page_count(11, 10) == 2


def test_empty_list_has_one_page():
    assert page_count(0, 10) == 1
    assert page([], 1) == []


def test_pages():
    items = list(range(7))
    assert page(items, 1, 3) == [0, 1, 2]
    assert page(items, 3, 3) == [6]
    with pytest.raises(InvalidInput):
        page(items, 4, 3)
    with pytest.raises(InvalidInput):
        page(items, 0, 3)


def test_page_of_and_bad_sizes():
    assert (page_of(0, 3), page_of(4, 3)) == (1, 2)
    with pytest.raises(InvalidInput):
        page_count(5, 0)
