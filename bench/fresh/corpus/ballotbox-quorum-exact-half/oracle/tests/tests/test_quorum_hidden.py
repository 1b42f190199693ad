from fractions import Fraction

import pytest

from ballotbox import QuorumNotMet, format_summary, quorum_met, summary, votes_short
from conftest import CHAIR, MEMBER, run_poll

VOTERS9 = [f"n{i}" for i in range(9)]


def test_quorum_met_at_exact_required_turnout():
    assert quorum_met(5, 10, Fraction(1, 2))
    assert quorum_met(6, 9, Fraction(2, 3))
    assert quorum_met(2, 8, Fraction(1, 4))
    assert quorum_met(10, 10, Fraction(1))
    assert quorum_met(0, 10, Fraction(0))


def test_votes_short_at_exact_boundaries():
    assert votes_short(4, 10, Fraction(1, 2)) == 1
    assert votes_short(5, 10, Fraction(1, 2)) == 0
    assert votes_short(0, 10, Fraction(1, 2)) == 5
    assert votes_short(5, 9, Fraction(2, 3)) == 1
    assert votes_short(6, 9, Fraction(2, 3)) == 0


def test_results_at_exact_quorum_through_the_book(book):
    poll = run_poll(book, [["bob"]] * 4 + [["ann"]] * 2, eligible=VOTERS9, quorum="2/3")
    assert book.result(MEMBER, poll.id).winner == "bob"
    assert book.publish(CHAIR, poll.id).counts["bob"] == 4
    assert poll.state == "published"


def test_summary_at_exact_quorum(book):
    poll = run_poll(book, [["ann"]] * 3 + [["bob"]] * 2)
    s = summary(poll)
    assert (s["quorum_met"], s["votes_short"]) == (True, 0)
    assert "quorum not met" not in format_summary(s)


def test_result_below_quorum_is_refused(book):
    poll = run_poll(book, [["ann"]] * 3)
    with pytest.raises(QuorumNotMet):
        book.result(MEMBER, poll.id)
    with pytest.raises(QuorumNotMet):
        book.publish(CHAIR, poll.id)
    assert poll.state == "closed"


def test_fractional_quorums_unchanged(book):
    assert not quorum_met(4, 10, Fraction(1, 2))
    assert quorum_met(7, 10, Fraction(2, 3)) and not quorum_met(6, 10, Fraction(2, 3))
    assert votes_short(2, 10, Fraction(2, 3)) == 5
    poll = run_poll(book, [["ann"]] * 5, quorum="2/3")
    with pytest.raises(QuorumNotMet):
        book.result(MEMBER, poll.id)
    assert summary(poll)["votes_short"] == 2
