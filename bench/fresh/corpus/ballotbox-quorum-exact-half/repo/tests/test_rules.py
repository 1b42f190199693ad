from fractions import Fraction

import pytest

from ballotbox import as_fraction, majority_reached, quorum_met, votes_short


def test_as_fraction():
    assert as_fraction("2/3") == Fraction(2, 3)
    assert as_fraction(0.5) == Fraction(1, 2)
    with pytest.raises(ValueError):
        as_fraction("3/2")


def test_quorum_clear_cases():
    half, two_thirds = Fraction(1, 2), Fraction(2, 3)
    assert quorum_met(6, 10, half) and not quorum_met(4, 10, half)
    assert quorum_met(7, 10, two_thirds) and not quorum_met(6, 10, two_thirds)
    assert not quorum_met(0, 0, half)


def test_votes_short_of_a_fractional_quorum():
    assert votes_short(3, 10, Fraction(2, 3)) == 4
    assert votes_short(9, 10, Fraction(2, 3)) == 0


def test_simple_and_qualified_majorities():
    assert majority_reached(6, 10) and not majority_reached(5, 10)
    assert majority_reached(2, 3, Fraction(2, 3))
    assert not majority_reached(0, 0)
