import pytest

from conftest import STAFF, line, submitted
from expensekit import Claim, Denied, Employee, ExpenseBook, may_decide


def test_finance_cannot_approve_own_claim(book):
    claim = submitted(book, "f1", line(2, "travel", "80.00", receipt=True))
    with pytest.raises(Denied):
        book.approve("f1", claim.id)
    assert book.claim(claim.id).status == "submitted"
    assert book.approve("f2", claim.id).decided_by == "f2"


def test_nobody_rejects_own_claim(book):
    for who in ("d1", "f2"):
        claim = submitted(book, who, line(2, "meals", "12.00"))
        with pytest.raises(Denied):
            book.reject(who, claim.id, "changed my mind")
        assert book.claim(claim.id).status == "submitted"


def test_queue_leaves_out_own_claims(book):
    own = submitted(book, "d1", line(2, "travel", "300.00", receipt=True), on=9)
    other = submitted(book, "e1", line(2, "meals", "12.00"), on=10)
    fin = submitted(book, "f1", line(2, "meals", "15.00"), on=11)
    assert [c.id for c in book.queue("d1")] == [other.id]
    assert [c.id for c in book.queue("f1")] == [own.id, other.id]
    assert fin.id in [c.id for c in book.queue("f2")]


def test_may_decide_is_false_on_own_claim(staff):
    for who in ("d1", "d2", "f1"):
        claim = Claim("C7", who, [line(2, "travel", "50.00", receipt=True)], status="submitted")
        assert not may_decide(staff[who], claim, staff[who])


def test_others_still_decide(book):
    a = submitted(book, "m1", line(2, "travel", "2500.00", receipt=True))
    assert book.approve("d1", a.id).status == "approved"
    b = submitted(book, "d1", line(2, "travel", "300.00", receipt=True))
    assert book.approve("f1", b.id).decided_by == "f1"
    c = submitted(book, "o1", line(2, "meals", "9.00"))
    assert book.reject("d2", c.id, "personal").status == "rejected"


def test_people_sharing_a_name_are_different_people():
    twin = Employee("e9", "Dana", "sales", manager_id="m1")
    book = ExpenseBook([*STAFF, twin])
    claim = submitted(book, "e9", line(2, "meals", "14.00"))
    assert [c.id for c in book.queue("d1")] == [claim.id]
    assert book.approve("d1", claim.id).decided_by == "d1"
