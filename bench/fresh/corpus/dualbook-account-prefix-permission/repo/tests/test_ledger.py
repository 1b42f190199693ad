from datetime import date
from decimal import Decimal

import pytest

from dualbook import LedgerError, PeriodClosed, UnbalancedEntry, UnknownAccount, entry


def test_balances_in_normal_direction(march):
    assert march.balance("assets:bank") == Decimal("9049.50")
    assert march.balance("income:sales") == Decimal("1000.00")
    assert march.balance("liabilities:vat") == Decimal("200.00")
    assert march.raw_balance("income:sales") == Decimal("-1000.00")


def test_balance_as_of_a_date(march):
    assert march.balance("assets:bank", as_of=date(2024, 3, 10)) == Decimal("10000.00")
    assert march.balance("assets:bank", as_of=date(2024, 2, 28)) == Decimal("0.00")


def test_trial_balance_balances(march):
    rows = march.trial_balance(as_of=date(2024, 3, 31))
    assert sum(r.debit for r in rows) == sum(r.credit for r in rows)
    assert [r.account for r in rows][:2] == ["assets:bank", "assets:receivables"]


def test_post_rejects_unknown_accounts_and_imbalance(ledger):
    with pytest.raises(UnknownAccount):
        ledger.post(entry(date(2024, 1, 1), "x", ("assets:vault", "1"), ("assets:bank", "-1")))
    with pytest.raises(UnbalancedEntry):
        ledger.post(entry(date(2024, 1, 1), "x", ("assets:cash", "1"), ("assets:bank", "-2")))
    assert ledger.entries == []


def test_closed_period(march):
    march.close_period(date(2024, 3, 31))
    with pytest.raises(PeriodClosed):
        march.post(entry(date(2024, 3, 31), "Late bill", ("expenses:rent", "10"), ("assets:bank", "-10")))
    march.post(entry(date(2024, 4, 1), "April", ("expenses:rent", "10"), ("assets:bank", "-10")))
    with pytest.raises(LedgerError):
        march.close_period(date(2024, 1, 31))


def test_double_posting_rejected(ledger):
    e = ledger.post(entry(date(2024, 1, 1), "x", ("assets:cash", "1"), ("assets:bank", "-1")))
    with pytest.raises(LedgerError):
        ledger.post(e)
    assert e.created_by == "system"
