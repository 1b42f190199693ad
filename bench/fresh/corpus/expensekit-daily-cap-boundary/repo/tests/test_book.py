from decimal import Decimal

import pytest

from conftest import day, line, submitted
from expensekit import Denied, ExpenseError, Line


def test_claim_from_draft_to_paid(book):
    claim = book.new_claim("e1")
    book.add_line(claim.id, line(2, "meals", "42.50", receipt=True))
    book.add_line(claim.id, line(2, "taxi", "18.00"))
    assert book.submit(claim.id, day(3)) == []
    assert book.approve("m1", claim.id).decided_by == "m1"
    assert book.pay("f1", claim.id) == Decimal("60.50")
    assert book.claim(claim.id).status == "paid"


def test_state_rules(book):
    claim = book.new_claim("e1")
    with pytest.raises(ExpenseError):
        book.submit(claim.id, day(3))
    book.add_line(claim.id, line(2, "meals", "12.00"))
    book.submit(claim.id, day(3))
    with pytest.raises(ExpenseError):
        book.add_line(claim.id, line(4, "meals", "5.00"))
    with pytest.raises(ExpenseError):
        book.pay("f1", claim.id)


def test_decisions_are_checked(book):
    claim = submitted(book, "e1", line(2, "meals", "12.00"))
    with pytest.raises(Denied):
        book.approve("m2", claim.id)
    with pytest.raises(ExpenseError):
        book.reject("m1", claim.id, "  ")
    assert book.reject("m1", claim.id, "duplicate").status == "rejected"
    with pytest.raises(ExpenseError):
        book.approve("m1", claim.id)


def test_only_finance_pays(book):
    claim = submitted(book, "e1", line(2, "meals", "12.00"))
    book.approve("d1", claim.id)
    with pytest.raises(Denied):
        book.pay("d1", claim.id)


def test_queue_per_approver(book):
    a = submitted(book, "e1", line(2, "meals", "12.00"), on=12)
    b = submitted(book, "e2", line(2, "meals", "14.00"), on=11)
    c = submitted(book, "o1", line(2, "meals", "9.00"), on=10)
    assert [x.id for x in book.queue("m1")] == [b.id, a.id]
    assert [x.id for x in book.queue("f1")] == [c.id, b.id, a.id]
    assert book.queue("e1") == []


def test_mileage_counts_the_year_so_far(book):
    first = submitted(book, "e1", Line(day(2), "mileage", km=400))
    assert first.total == Decimal("120.00")
    second = book.new_claim("e1")
    added = book.add_line(second.id, Line(day(9), "mileage", km=100))
    assert added.amount == Decimal("30.00")
    assert book.km_driven("e1", 2026) == 500
    book.reject("m1", first.id, "wrong project")
    assert book.km_driven("e1", 2026) == 100
    long_trip = book.add_line(second.id, Line(day(20), "mileage", km=10500, note="fair"))
    assert (long_trip.km, long_trip.note) == (10500, "fair")
    assert book.km_driven("e1", 2026) == 10600


def test_remove_line_by_position(book):
    claim = book.new_claim("e1")
    book.add_line(claim.id, line(5, "meals", "10.00"))
    book.add_line(claim.id, line(2, "taxi", "11.00"))
    assert book.remove_line(claim.id, 0).category == "meals"
    assert [ln.category for ln in claim.lines] == ["taxi"]
    with pytest.raises(ExpenseError):
        book.remove_line(claim.id, 3)
