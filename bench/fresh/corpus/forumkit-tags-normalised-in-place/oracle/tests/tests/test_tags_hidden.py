import pytest

from conftest import ANN, MIA
from forumkit import InvalidInput, normalise_tags


def test_normalise_tags_returns_a_new_list():
    tags = ["A", "a", "B c"]
    out = normalise_tags(tags)
    assert (out, tags) == (["a", "b-c"], ["A", "a", "B c"])
    assert out is not tags


def test_retag_leaves_the_callers_list(forum):
    t = forum.start_thread(ANN, "help", "q", "x")
    new = ["Moved", "moved", "Help"]
    assert forum.retag(MIA, t.id, new) == ["moved", "help"]
    assert new == ["Moved", "moved", "Help"]
    new.clear()
    assert forum.thread(t.id).tags == ["moved", "help"]


def test_a_bad_tag_leaves_the_list_unchanged():
    tags = ["Ok", "Fine", "no!"]
    with pytest.raises(InvalidInput):
        normalise_tags(tags)
    assert tags == ["Ok", "Fine", "no!"]


def test_bad_and_too_many_tags():
    with pytest.raises(InvalidInput):
        normalise_tags(["ok", "no!"])
    with pytest.raises(InvalidInput):
        normalise_tags(list("abcdef"))


def test_duplicates_do_not_count_towards_the_limit(forum):
    assert normalise_tags(["a", "A", "b", "c", "d", "e"]) == ["a", "b", "c", "d", "e"]
    t = forum.start_thread(ANN, "help", "q", "x", tags=["x", "X", "y", "z", "w", "v", " x "])
    assert t.tags == ["x", "y", "z", "w", "v"]
    with pytest.raises(InvalidInput):
        normalise_tags(["", "a"])
