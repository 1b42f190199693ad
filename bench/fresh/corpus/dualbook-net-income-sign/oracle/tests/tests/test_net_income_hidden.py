from datetime import date
from decimal import Decimal

from dualbook import balance_sheet, entry, format_income_statement, income_statement


def test_loss_is_negative(march):
    stmt = income_statement(march, date(2024, 3, 10), date(2024, 3, 31))
    assert stmt.total_income == Decimal("0.00")
    assert stmt.net_income == Decimal("-950.50")


def test_net_with_several_income_accounts(march):
    march.post(entry(date(2024, 3, 25), "Consulting", ("assets:bank", "300"), ("income:services", "-300")))
    stmt = income_statement(march, date(2024, 3, 1), date(2024, 3, 31))
    assert stmt.net_income == Decimal("349.50")


def test_balance_sheet_balances(march):
    sheet = balance_sheet(march, date(2024, 3, 31))
    assert sheet.retained_earnings == Decimal("49.50")
    assert sheet.total_liabilities_and_equity == Decimal("10249.50")
    assert sheet.balanced


def test_printed_net_income(march):
    text = format_income_statement(income_statement(march, date(2024, 3, 1), date(2024, 3, 31)))
    assert text.splitlines()[-1].endswith("49.50") and text.splitlines()[-1].startswith("Net income")
    assert "1,950.50" not in text


def test_totals_unchanged(march):
    stmt = income_statement(march, date(2024, 3, 1), date(2024, 3, 31))
    assert (stmt.total_income, stmt.total_expenses) == (Decimal("1000.00"), Decimal("950.50"))
    assert stmt.expenses == {"expenses:rent": Decimal("800.00"), "expenses:travel:hotels": Decimal("150.50")}


def test_empty_period(march):
    stmt = income_statement(march, date(2025, 1, 1), date(2025, 1, 31))
    assert stmt.net_income == Decimal("0.00") and stmt.income == {} and stmt.expenses == {}


def test_balance_sheet_before_any_activity(march):
    sheet = balance_sheet(march, date(2024, 3, 1))
    assert sheet.retained_earnings == Decimal("0.00") and sheet.balanced
    assert sheet.equity == {"equity:capital": Decimal("10000.00")}
