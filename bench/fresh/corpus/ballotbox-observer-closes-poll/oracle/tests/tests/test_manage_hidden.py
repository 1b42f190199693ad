import pytest

from ballotbox import Member, PermissionDenied
from conftest import AUDITOR, CHAIR, MEMBER, OBSERVER, OFFICER, VOTERS, run_poll


def test_observer_cannot_open_reopen_or_publish(book):
    draft = book.create(CHAIR, "Draft", ["ann", "bob"], VOTERS)
    with pytest.raises(PermissionDenied):
        book.open(OBSERVER, draft.id)
    poll = run_poll(book, [["ann"]] * 6)
    with pytest.raises(PermissionDenied):
        book.reopen(OBSERVER, poll.id)
    with pytest.raises(PermissionDenied):
        book.publish(OBSERVER, poll.id)
    assert (draft.state, poll.state) == ("draft", "closed")


def test_auditor_cannot_manage_polls(book):
    poll = run_poll(book, [["ann"]] * 6, close=False)
    with pytest.raises(PermissionDenied):
        book.close(AUDITOR, poll.id)
    book.close(CHAIR, poll.id)
    with pytest.raises(PermissionDenied):
        book.publish(AUDITOR, poll.id)
    assert poll.state == "closed"


def test_observers_of_every_committee_are_refused(book):
    poll = book.create(OFFICER, "Captain", ["ann", "bob"], VOTERS)
    with pytest.raises(PermissionDenied):
        book.open(Member("ola", role="observer", committee="sports"), poll.id)
    with pytest.raises(PermissionDenied):
        book.open(Member("aug", role="auditor", committee="sports"), poll.id)
    assert poll.state == "draft"


def test_managers_still_manage(book):
    poll = book.create(OFFICER, "Captain", ["ann", "bob"], VOTERS)
    book.open(OFFICER, poll.id)
    for voter in VOTERS[:6]:
        book.cast(Member(voter), poll.id, ["bob"])
    book.close(OFFICER, poll.id)
    book.reopen(CHAIR, poll.id)
    book.close(CHAIR, poll.id)
    assert book.publish(OFFICER, poll.id).winner == "bob"
    assert poll.state == "published"


def test_members_and_other_officers_still_refused(book):
    poll = book.create(CHAIR, "Budget", ["yes", "no"], VOTERS, method="motion", committee="finance")
    with pytest.raises(PermissionDenied):
        book.open(OFFICER, poll.id)
    with pytest.raises(PermissionDenied):
        book.open(MEMBER, poll.id)
    book.open(CHAIR, poll.id)
    with pytest.raises(PermissionDenied):
        book.close(OFFICER, poll.id)
    assert poll.state == "open"
