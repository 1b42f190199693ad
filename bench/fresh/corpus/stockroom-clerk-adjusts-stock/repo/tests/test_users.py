import pytest

from stockroom import User, may

from conftest import AUDREY, CARL, CLARA, MAX, MIA, REGINA


def test_user_validation():
    with pytest.raises(ValueError):
        User("x", role="boss")
    with pytest.raises(ValueError):
        User("")


def test_roles():
    assert may(CLARA, "pick", "north") and may(CLARA, "receive", "north")
    assert not may(CLARA, "adjust", "north")
    assert may(MIA, "adjust", "north") and may(MIA, "write_off", "north")
    assert may(AUDREY, "view", "north") and not may(AUDREY, "pick", "north")


def test_sites():
    assert not may(CARL, "pick", "north")
    assert not may(MAX, "adjust", "north")
    assert may(REGINA, "adjust", "north") and may(REGINA, "adjust", "south")
