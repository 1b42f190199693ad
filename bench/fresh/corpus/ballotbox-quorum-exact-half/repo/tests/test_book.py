import pytest

from ballotbox import BallotError, Member, PermissionDenied, PollStateError, QuorumNotMet
from conftest import CHAIR, MEMBER, OFFICER, VOTERS, run_poll


def test_plurality_poll_from_draft_to_published(book):
    poll = run_poll(book, [["ann"]] * 4 + [["bob"]] * 2)
    assert poll.state == "closed"
    assert book.result(MEMBER, poll.id).winner == "ann"
    assert book.publish(CHAIR, poll.id).counts == {"ann": 4, "bob": 2, "cy": 0}
    assert poll.state == "published"


def test_voting_rules(book):
    poll = run_poll(book, [], close=False)
    book.cast(Member("v1"), poll.id, ["ann"])
    with pytest.raises(BallotError):
        book.cast(Member("v1"), poll.id, ["bob"])
    with pytest.raises(BallotError):
        book.cast(Member("stranger"), poll.id, ["bob"])
    book.close(CHAIR, poll.id)
    with pytest.raises(PollStateError):
        book.cast(Member("v2"), poll.id, ["bob"])


def test_members_cannot_manage_polls(book):
    poll = run_poll(book, [], close=False)
    with pytest.raises(PermissionDenied):
        book.close(MEMBER, poll.id)
    with pytest.raises(PermissionDenied):
        book.create(MEMBER, "x", ["a", "b"], VOTERS)


def test_officer_manages_only_own_committee(book):
    poll = book.create(OFFICER, "Captain", ["ann", "bob"], VOTERS)
    assert poll.committee == "sports"
    book.open(OFFICER, poll.id)
    other = book.create(CHAIR, "Budget", ["yes", "no"], VOTERS, method="motion", committee="finance")
    with pytest.raises(PermissionDenied):
        book.open(OFFICER, other.id)
    assert book.polls("sports") == [poll]


def test_reopen_and_close_again(book):
    poll = run_poll(book, [["ann"]] * 6)
    book.reopen(CHAIR, poll.id)
    book.cast(Member("v8"), poll.id, ["bob"])
    book.close(CHAIR, poll.id)
    assert book.result(MEMBER, poll.id).counts["bob"] == 1


def test_motion_needs_more_than_half(book):
    poll = run_poll(book, [["yes"]] * 4 + [["no"]] * 3 + [[]], method="motion")
    result = book.result(MEMBER, poll.id)
    assert (result.winner, result.blank) == ("yes", 1)


def test_runoff_poll_and_audit(book):
    poll = run_poll(book, [["ann"], ["ann"], ["bob"], ["bob"], ["cy", "bob"], ["cy", "ann", "bob"]],
                    method="runoff")
    result = book.result(MEMBER, poll.id)
    assert result.counts == {"ann": 2, "bob": 2, "cy": 2}
    assert result.winner in ("ann", "bob")
    audit = book.audit(CHAIR, poll.id)
    assert len(audit) == 6
    with pytest.raises(PermissionDenied):
        book.audit(MEMBER, poll.id)


def test_approval_poll(book):
    poll = run_poll(book, [["ann", "bob"], ["bob"], ["cy", "bob"], ["ann"], ["cy"], []], method="approval")
    result = book.result(MEMBER, poll.id)
    assert result.counts == {"ann": 2, "bob": 3, "cy": 2}
    assert result.winner == "bob"


def test_result_stands_at_exactly_the_quorum(book):
    poll = run_poll(book, [["ann"]] * 3 + [["bob"]] * 2)
    assert book.result(MEMBER, poll.id).winner == "ann"
