import pytest

from forumkit import Board, InvalidInput, User


def test_user_validation():
    assert User("ann_2").role == "member"
    for bad in [dict(name="Ann"), dict(name=""), dict(name="a b"), dict(name="ann", role="owner")]:
        with pytest.raises(InvalidInput):
            User(**bad)


def test_board_validation():
    assert Board("off-topic", "Off topic").moderators == frozenset()
    with pytest.raises(InvalidInput):
        Board("Off", "x")
    with pytest.raises(InvalidInput):
        Board("ok", "  ")
