import pytest

from dicebag import Constant, Dice, ParseError, parse, parse_modifier, with_modifier


def test_parse_simple():
    e = parse("3d6+2")
    assert e.terms == [(1, Dice(3, 6)), (1, Constant(2))]
    assert parse("d20").terms == [(1, Dice(1, 20))]
    assert str(parse(" 2D8 + 1d4 ")) == "2d8+1d4"


def test_parse_keep_and_drop():
    assert parse("4d6kh3").terms == [(1, Dice(4, 6, "h", 3))]
    assert parse("2d20kl1").terms == [(1, Dice(2, 20, "l", 1))]
    assert parse("4d6dl1").terms == [(1, Dice(4, 6, "h", 3))]
    assert parse("5d10dh2").terms == [(1, Dice(5, 10, "l", 3))]


def test_parse_negative_dice_term():
    e = parse("1d8-1d4")
    assert e.terms == [(1, Dice(1, 8)), (-1, Dice(1, 4))]
    assert str(e) == "1d8-1d4"
    assert (e.minimum(), e.maximum()) == (-3, 7)


def test_parse_errors():
    for text in ["", "  ", "3d", "d", "3d6+", "+", "2x6", "3d6++2", "1d1"]:
        with pytest.raises(ParseError):
            parse(text)


def test_exploding():
    assert parse("3d6!").terms == [(1, Dice(3, 6, explode=True))]
    assert parse("3d6!").maximum() is None


def test_modifiers():
    assert parse_modifier("+2") == 2
    assert parse_modifier(" 3 ") == 3
    assert str(with_modifier(parse("1d20"), "+5")) == "1d20+5"
    with pytest.raises(ParseError):
        parse_modifier("")
    with pytest.raises(ParseError):
        parse_modifier("+x")


def test_keep_every_die():
    from dicebag import ScriptedRng, roll

    e = parse("4d6kh4")
    assert (e.minimum(), e.maximum()) == (4, 24)
    assert roll(e, ScriptedRng([1, 5, 2, 6])).total == 14
