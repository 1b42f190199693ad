import pytest

from dicebag import Dice, ParseError, ScriptedRng, parse, roll_string


def test_keep_lowest_of_every_die():
    assert parse("2d20kl2").terms == [(1, Dice(2, 20, "l", 2))]
    assert parse("d6kl1").terms == [(1, Dice(1, 6, "l", 1))]


def test_keep_all_rolls_and_formats():
    r = roll_string("3d6kh3", ScriptedRng([1, 2, 3]))
    assert (r.parts[0].kept, r.total, r.notation) == ((1, 2, 3), 6, "3d6kh3")
    assert str(parse("1d8kh1")) == "1d8kh1"


def test_keep_all_in_longer_expressions():
    e = parse("4d6kh4+2d20kl2-1")
    assert [t for _, t in e.terms][:2] == [Dice(4, 6, "h", 4), Dice(2, 20, "l", 2)]
    assert (e.minimum(), e.maximum()) == (5, 63)


def test_impossible_keeps_are_still_rejected():
    for text in ["4d6kh5", "4d6kh0", "2d20kl3", "3d6kl0", "4d6dl4", "4d6dh0", "1d6dl1", "3d6!kh2", "3d6!kh3"]:
        with pytest.raises(ParseError):
            parse(text)


def test_keeps_and_drops_below_the_count():
    assert parse("4d6kh3").terms == [(1, Dice(4, 6, "h", 3))]
    assert parse("5d10dh2").terms == [(1, Dice(5, 10, "l", 3))]
    assert str(parse("4d6dl1")) == "4d6kh3"
