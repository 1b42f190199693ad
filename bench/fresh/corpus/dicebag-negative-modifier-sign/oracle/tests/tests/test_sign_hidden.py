import pytest

from dicebag import Constant, Dice, ParseError, ScriptedRng, TermError, distribution, parse, parse_modifier, roll_string, with_modifier


def test_negative_modifiers():
    assert parse_modifier("-2") == -2
    assert parse_modifier(" - 4") == -4
    assert str(with_modifier(parse("1d20"), "-3")) == "1d20-3"


def test_negative_constants_anywhere():
    assert parse("2d6-1").terms == [(1, Dice(2, 6)), (-1, Constant(1))]
    e = parse("-1+1d6")
    assert (str(e), e.minimum(), e.maximum()) == ("-1+1d6", 0, 5)
    assert roll_string("1d6-2+1d4", ScriptedRng([1, 2])).total == 1


def test_distribution_of_a_negative_modifier():
    assert sorted(distribution(parse("1d4-1"))) == [0, 1, 2, 3]
    assert min(distribution(parse("2d6-3-1"))) == -2


def test_positive_constants_and_errors():
    assert parse("3d6+2").terms[-1] == (1, Constant(2))
    assert parse("7").terms == [(1, Constant(7))]
    assert (parse_modifier("+4"), parse_modifier("3")) == (4, 3)
    for text in ["+x", "-", "1d6--2", "1d6+-2"]:
        with pytest.raises(ParseError):
            parse(text) if "d" in text else parse_modifier(text)
    with pytest.raises(TermError):
        Constant(-1)


def test_negative_dice_terms():
    e = parse("1d8-1d4")
    assert e.terms == [(1, Dice(1, 8)), (-1, Dice(1, 4))]
    assert roll_string("-1d4+3", ScriptedRng([4])).total == -1
