import pytest

from dicebag import DiceError, ScriptedRng, SeededRng, describe, parse, roll, roll_many, roll_string


def test_roll_plain():
    r = roll(parse("3d6+2"), ScriptedRng([4, 1, 6]))
    assert r.total == 13
    assert r.parts[0].rolls == (4, 1, 6)
    assert r.notation == "3d6+2"


def test_roll_keep_highest():
    r = roll_string("4d6kh3", ScriptedRng([2, 6, 1, 5]))
    assert (r.parts[0].kept, r.total) == ((2, 6, 5), 13)


def test_roll_negative_term():
    r = roll_string("1d8-1d4", ScriptedRng([3, 4]))
    assert r.total == -1


def test_exploding_dice_chain():
    r = roll_string("2d6!", ScriptedRng([6, 6, 2, 3]))
    assert r.parts[0].rolls == (14, 3)
    assert r.total == 17


def test_roll_with_bonus():
    r = roll(parse("1d20"), ScriptedRng([11]), bonus=3)
    assert r.total == 14
    assert r.notation == "1d20+3"


def test_roll_many():
    rs = roll_many(parse("1d6"), ScriptedRng([1, 2, 3]), 3)
    assert [r.total for r in rs] == [1, 2, 3]
    with pytest.raises(ValueError):
        roll_many(parse("1d6"), ScriptedRng([]), -1)


def test_seeded_rolls_repeat():
    a = [r.total for r in roll_many(parse("3d6"), SeededRng(7), 5)]
    b = [r.total for r in roll_many(parse("3d6"), SeededRng(7), 5)]
    assert a == b and all(3 <= t <= 18 for t in a)


def test_scripted_rng_checks_values():
    with pytest.raises(DiceError):
        roll_string("1d6", ScriptedRng([7]))
    with pytest.raises(DiceError):
        roll_string("2d6", ScriptedRng([1]))


def test_describe():
    r = roll_string("4d6kh3+2", ScriptedRng([6, 1, 5, 3]))
    assert describe(r) == "4d6kh3+2: [6, 1, 5, 3] keep [6, 5, 3] +2 = 16"
