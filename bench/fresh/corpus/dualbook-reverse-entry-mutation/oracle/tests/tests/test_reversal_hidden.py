from datetime import date
from decimal import Decimal

import pytest

from dualbook import LedgerError, entry


def annual():
    return entry(date(2024, 1, 1), "Insurance 2024", ("expenses:rent", "1200", "policy 77"), ("liabilities:payables", "-1200", "Acme Insurance"))


def test_reversed_returns_independent_postings():
    original = annual()
    rev = original.reversed(date(2024, 2, 1))
    assert [p.amount for p in original.postings] == [Decimal("1200.00"), Decimal("-1200.00")]
    assert [p.amount for p in rev.postings] == [Decimal("-1200.00"), Decimal("1200.00")]
    rev.postings[0].amount = Decimal("1.00")
    assert original.postings[0].amount == Decimal("1200.00")


def test_scaled_leaves_the_original():
    original = annual()
    h1 = original.scaled(Decimal("0.5"), "H1")
    h2 = original.scaled(Decimal("0.5"), "H2")
    assert [p.amount for p in original.postings] == [Decimal("1200.00"), Decimal("-1200.00")]
    assert [p.amount for p in h2.postings] == [Decimal("600.00"), Decimal("-600.00")]
    assert h1.postings[0] is not original.postings[0]


def test_bank_balance_after_reversing_a_payment(march):
    hotel = march.entries[3]
    march.reverse(hotel.entry_id, on=date(2024, 3, 25))
    assert march.balance("assets:bank") == Decimal("9200.00")
    assert march.balance("expenses:travel:hotels") == Decimal("0.00")
    assert march.trial_balance(as_of=date(2024, 3, 20))[0].debit == Decimal("9049.50")


def test_reversal_keeps_memos_and_links_back(march):
    rent = march.entries[2]
    rev = march.reverse(rent.entry_id, on=date(2024, 3, 31), user="controller")
    assert [(p.account, p.amount, p.memo) for p in rev.postings] == [
        ("expenses:rent", Decimal("-800.00"), "March 2024"),
        ("assets:bank", Decimal("800.00"), "standing order"),
    ]
    assert rev.reverses == rent.entry_id and rev.created_by == "controller"
    assert rev.description == f"Reversal of {rent.entry_id}: March rent"


def test_scaled_keeps_memos():
    quarter = annual().scaled(Decimal("0.25"))
    assert [p.memo for p in quarter.postings] == ["policy 77", "Acme Insurance"]
    assert quarter.description == "Insurance 2024"


def test_second_reversal_refused(march):
    rent = march.entries[2]
    march.reverse(rent.entry_id, on=date(2024, 3, 31))
    with pytest.raises(LedgerError):
        march.reverse(rent.entry_id, on=date(2024, 4, 1))
