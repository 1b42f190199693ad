import pytest

from conftest import ANN, BOB
from forumkit import InvalidInput, page, page_count


def test_page_count_of_exact_multiples():
    assert [page_count(n, 10) for n in (10, 20, 30)] == [1, 2, 3]
    assert page_count(6, 3) == 2
    assert page_count(1, 1) == 1
    assert page_count(200, 100) == 2


def test_no_empty_page_after_a_full_one(forum):
    with pytest.raises(InvalidInput):
        page(list(range(6)), 3, 3)
    for i in range(6):
        forum.start_thread(ANN, "help", f"t{i}", "x")
    assert len(forum.threads(ANN, "help", 2)) == 3
    with pytest.raises(InvalidInput):
        forum.threads(ANN, "help", 3)


def test_pages_after_deleting_a_reply(forum):
    t = forum.start_thread(ANN, "help", "q", "x")
    replies = [forum.reply(BOB, t.id, f"r{i}") for i in range(6)]
    forum.delete(BOB, replies[0].id)
    assert forum.pages(t.id) == 2
    with pytest.raises(InvalidInput):
        forum.posts(t.id, 3)


def test_empty_list_has_one_page():
    assert page_count(0, 10) == 1
    assert page([], 1) == []


def test_partial_last_pages(forum):
    assert [page_count(n, 100) for n in (1, 99, 101, 201)] == [1, 1, 2, 3]
    assert page(list(range(7)), 3, 3) == [6]
    t = forum.start_thread(ANN, "help", "q", "x")
    assert forum.pages(t.id) == 1
    assert forum.posts(t.id, 1)[0].body == "x"
