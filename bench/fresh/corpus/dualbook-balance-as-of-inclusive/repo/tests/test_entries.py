from datetime import date
from decimal import Decimal

import pytest

from dualbook import JournalEntry, Posting, UnbalancedEntry, entry


def test_balanced_entry_validates():
    e = entry(date(2024, 1, 2), "Supplies", ("expenses:supplies", "45.90"), ("assets:cash", "-45.90"))
    e.validate()
    assert e.total == Decimal("45.90")
    assert e.accounts() == ["assets:cash", "expenses:supplies"]


def test_unbalanced_entry_rejected():
    e = entry(date(2024, 1, 2), "Typo", ("expenses:supplies", "45.90"), ("assets:cash", "-45.09"))
    with pytest.raises(UnbalancedEntry):
        e.validate()
    with pytest.raises(UnbalancedEntry):
        JournalEntry(date(2024, 1, 2), "One line", [Posting("assets:cash", "0")]).validate()


def test_posting_direction():
    assert Posting("assets:bank", "10").is_debit
    assert not Posting("assets:bank", "-10").is_debit


def test_scaled_entry():
    annual = entry(date(2024, 1, 1), "Insurance", ("expenses:rent", "1200"), ("liabilities:payables", "-1200"))
    half = annual.scaled(Decimal("0.5"), "Insurance H1")
    assert [p.amount for p in half.postings] == [Decimal("600.00"), Decimal("-600.00")]
    assert half.description == "Insurance H1"
    half.validate()
