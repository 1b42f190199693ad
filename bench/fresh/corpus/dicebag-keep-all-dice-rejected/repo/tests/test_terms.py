import pytest

from dicebag import Constant, Dice, TermError


def test_dice_validation():
    for bad in [(0, 6), (101, 6), (2, 1), (2, 1001)]:
        with pytest.raises(TermError):
            Dice(*bad)
    with pytest.raises(TermError):
        Dice(3, 6, "x", 1)
    with pytest.raises(TermError):
        Dice(3, 6, "h", None)
    with pytest.raises(TermError):
        Dice(3, 6, "h", 0)


def test_constant_is_not_negative():
    assert Constant(0).minimum() == 0
    with pytest.raises(TermError):
        Constant(-1)


def test_dice_min_max_and_str():
    d = Dice(4, 6, "h", 3)
    assert (d.kept, d.minimum(), d.maximum(), str(d)) == (3, 3, 18, "4d6kh3")
    assert Dice(3, 6, explode=True).maximum() is None
    assert str(Dice(3, 6, explode=True)) == "3d6!"


def test_select_keeps_roll_order():
    assert Dice(4, 6, "h", 3).select([2, 6, 1, 5]) == [2, 6, 5]
    assert Dice(4, 6, "l", 2).select([2, 6, 1, 5]) == [2, 1]
    assert Dice(3, 6).select([4, 4, 1]) == [4, 4, 1]
