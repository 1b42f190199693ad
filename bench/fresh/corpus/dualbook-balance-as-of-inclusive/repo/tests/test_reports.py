from datetime import date
from decimal import Decimal

from dualbook import balance_sheet, format_income_statement, income_statement


def test_income_statement_totals(march):
    stmt = income_statement(march, date(2024, 3, 1), date(2024, 3, 31))
    assert stmt.income == {"income:sales": Decimal("1000.00")}
    assert stmt.total_expenses == Decimal("950.50")
    assert stmt.expenses["expenses:travel:hotels"] == Decimal("150.50")


def test_income_statement_period_is_inclusive(march):
    stmt = income_statement(march, date(2024, 3, 5), date(2024, 3, 15))
    assert stmt.total_income == Decimal("1000.00")
    assert stmt.total_expenses == Decimal("800.00")


def test_balance_sheet_assets(march):
    sheet = balance_sheet(march, date(2024, 3, 31))
    assert sheet.total_assets == Decimal("10249.50")
    assert sheet.assets["assets:receivables"] == Decimal("1200.00")


def test_format_income_statement(march):
    text = format_income_statement(income_statement(march, date(2024, 3, 1), date(2024, 3, 31)))
    assert text.splitlines()[0] == "Income statement 2024-03-01 to 2024-03-31"
    assert "income:sales" in text
