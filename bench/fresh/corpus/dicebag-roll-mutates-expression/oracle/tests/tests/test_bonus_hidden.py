from fractions import Fraction

from dicebag import ScriptedRng, distribution, expected, parse, roll


def test_distribution_with_a_bonus_leaves_the_expression():
    e = parse("1d4")
    first = distribution(e, bonus=2)
    assert distribution(e, bonus=2) == first
    assert str(e) == "1d4" and min(first) == 3


def test_roll_then_statistics():
    e = parse("1d20")
    roll(e, ScriptedRng([7]), bonus=-2)
    assert expected(e) == Fraction(21, 2)
    assert (e.minimum(), e.maximum()) == (1, 20)


def test_negative_bonus_twice():
    e = parse("1d6")
    a = roll(e, ScriptedRng([4]), bonus=-1)
    b = roll(e, ScriptedRng([4]), bonus=-1)
    assert (a.total, b.total, b.notation, len(b.parts)) == (3, 3, "1d6-1", 2)


def test_roll_with_bonus_parts():
    r = roll(parse("2d6+1"), ScriptedRng([3, 4]), bonus=2)
    assert (r.total, r.notation, len(r.parts), r.parts[-1].subtotal) == (10, "2d6+1+2", 3, 2)
    r = roll(parse("2d6+1"), ScriptedRng([3, 4]))
    assert (r.total, r.notation, len(r.parts)) == (8, "2d6+1", 2)


def test_distribution_with_negative_bonus():
    q = Fraction(1, 4)
    assert distribution(parse("1d4"), bonus=-1) == {0: q, 1: q, 2: q, 3: q}
