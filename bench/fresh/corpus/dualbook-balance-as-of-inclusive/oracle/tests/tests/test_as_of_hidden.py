from datetime import date
from decimal import Decimal

from dualbook import balance_sheet


def test_balance_on_a_mid_month_entry_date(march):
    assert march.balance("assets:bank", as_of=date(2024, 3, 15)) == Decimal("9200.00")
    assert march.balance("expenses:rent", as_of=date(2024, 3, 15)) == Decimal("800.00")
    assert march.balance("equity:capital", as_of=date(2024, 3, 1)) == Decimal("10000.00")


def test_raw_balance_on_the_day(march):
    assert march.raw_balance("income:sales", as_of=date(2024, 3, 5)) == Decimal("-1000.00")


def test_trial_balance_on_an_entry_date(march):
    rows = {r.account: r for r in march.trial_balance(as_of=date(2024, 3, 20))}
    assert rows["expenses:travel:hotels"].debit == Decimal("150.50")
    assert rows["assets:bank"].debit == Decimal("9049.50")
    rows = march.trial_balance(as_of=date(2024, 3, 1))
    assert [r.account for r in rows] == ["assets:bank", "equity:capital"]


def test_balance_agrees_with_balance_sheet_on_entry_days(march):
    for day in (date(2024, 3, 1), date(2024, 3, 5), date(2024, 3, 20)):
        sheet = balance_sheet(march, day)
        assert march.balance("assets:bank", as_of=day) == sheet.assets["assets:bank"]


def test_days_without_entries_unchanged(march):
    assert march.balance("assets:bank", as_of=date(2024, 3, 14)) == Decimal("10000.00")
    assert march.balance("assets:bank", as_of=date(2024, 2, 29)) == Decimal("0.00")
    assert march.trial_balance(as_of=date(2024, 2, 29)) == []


def test_no_as_of_means_everything(march):
    assert march.balance("assets:bank") == Decimal("9049.50")
    assert len(march.trial_balance()) == 7


def test_balance_after_the_last_entry(march):
    assert march.balance("assets:bank", as_of=date(2025, 1, 1)) == Decimal("9049.50")
