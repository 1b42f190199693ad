from fractions import Fraction

import pytest

from dicebag import DiceError, distribution, expected, parse, probability_at_least, term_distribution


def test_two_d6():
    d = distribution(parse("2d6"))
    assert d[7] == Fraction(1, 6)
    assert d[2] == d[12] == Fraction(1, 36)
    assert list(d) == list(range(2, 13))


def test_constants_and_negative_terms():
    d = distribution(parse("1d4-1d4+1"))
    assert min(d) == -2 and max(d) == 4
    assert d[1] == Fraction(1, 4)


def test_keep_distribution_is_a_distribution():
    d = distribution(parse("4d6kh3"))
    assert (min(d), max(d)) == (3, 18)
    assert sum(d.values()) == 1


def test_probability_and_expected():
    e = parse("1d20+2")
    assert probability_at_least(e, 20) == Fraction(3, 20)
    assert probability_at_least(e, 30) == 0
    assert expected(parse("2d6+1")) == 8


def test_distribution_with_bonus():
    d = distribution(parse("1d4"), bonus=2)
    assert d == {3: Fraction(1, 4), 4: Fraction(1, 4), 5: Fraction(1, 4), 6: Fraction(1, 4)}


def test_limits():
    with pytest.raises(DiceError):
        term_distribution(parse("3d6!").terms[0][1])
    with pytest.raises(DiceError):
        distribution(parse("10d20kh3"))


def test_histogram():
    from dicebag import histogram

    text = histogram(distribution(parse("2d2")), width=4)
    assert text.splitlines() == ["2 ## 25.0%", "3 #### 50.0%", "4 ## 25.0%"]
    assert histogram({}) == ""
