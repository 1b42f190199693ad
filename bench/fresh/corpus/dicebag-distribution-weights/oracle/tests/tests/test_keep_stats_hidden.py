from fractions import Fraction

from dicebag import distribution, expected, parse, probability_at_least


def test_four_d6_keep_three():
    d = distribution(parse("4d6kh3"))
    assert (d[18], d[3]) == (Fraction(7, 432), Fraction(1, 1296))
    assert expected(parse("4d6kh3")) == Fraction(15869, 1296)
    assert distribution(parse("4d6dl1")) == d


def test_keep_lowest():
    d = distribution(parse("2d20kl1"))
    assert (d[1], d[20]) == (Fraction(39, 400), Fraction(1, 400))
    d = distribution(parse("3d6kl2"))
    assert (d[2], d[12]) == (Fraction(2, 27), Fraction(1, 216))
    assert expected(parse("3d6kl2")) == Fraction(133, 24)


def test_keep_with_other_terms():
    d = distribution(parse("2d20kh1+5"))
    assert (min(d), d[25]) == (6, Fraction(39, 400))
    assert probability_at_least(parse("2d20kh1-1d4"), 19) == Fraction(39, 1600)


def test_plain_dice_distributions():
    d = distribution(parse("3d6"))
    assert (d[10], d[3], sum(d.values())) == (Fraction(1, 8), Fraction(1, 216), 1)
    assert distribution(parse("1d8-1d4"))[0] == Fraction(4, 32)


def test_limits_and_shapes():
    import pytest

    from dicebag import DiceError

    for text in ["8d20kh2", "7d6kh3", "2d6!"]:
        with pytest.raises(DiceError):
            distribution(parse(text))
    d = distribution(parse("5d6kh2"))
    assert (min(d), max(d), sum(d.values())) == (2, 12, 1)
