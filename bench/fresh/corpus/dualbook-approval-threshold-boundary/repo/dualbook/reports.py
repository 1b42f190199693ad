"""Financial statements from a ledger.

The income statement covers [start, end], both days included; the balance sheet is as of a
date. Amounts are shown in each account's normal direction, so income and expenses are both
positive figures and net income is income minus expenses (negative for a loss).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date
from decimal import Decimal

from .accounts import AccountType
from .ledger import ZERO, Ledger
from .money import format_amount


@dataclass(frozen=True)
class IncomeStatement:
    start: date
    end: date
    income: dict[str, Decimal] = field(default_factory=dict)
    expenses: dict[str, Decimal] = field(default_factory=dict)
    total_income: Decimal = ZERO
    total_expenses: Decimal = ZERO
    net_income: Decimal = ZERO


@dataclass(frozen=True)
class BalanceSheet:
    as_of: date
    assets: dict[str, Decimal]
    liabilities: dict[str, Decimal]
    equity: dict[str, Decimal]
    retained_earnings: Decimal
    total_assets: Decimal
    total_liabilities_and_equity: Decimal

    @property
    def balanced(self) -> bool:
        return self.total_assets == self.total_liabilities_and_equity


def _movements(ledger: Ledger, account_type: AccountType, start: date | None, end: date) -> dict[str, Decimal]:
    """Normal-direction movement per account of *account_type* in [start, end]; zero rows left out."""
    out: dict[str, Decimal] = {}
    sign = account_type.normal_sign
    for e in ledger.entries:
        if (start is not None and e.date < start) or e.date > end:
            continue
        for p in e.postings:
            if ledger.chart.get(p.account).type is account_type:
                out[p.account] = out.get(p.account, ZERO) + p.amount * sign
    return {code: amount for code, amount in sorted(out.items()) if amount != 0}


def income_statement(ledger: Ledger, start: date, end: date) -> IncomeStatement:
    income = _movements(ledger, AccountType.INCOME, start, end)
    expenses = _movements(ledger, AccountType.EXPENSE, start, end)
    total_income = sum(income.values(), ZERO)
    total_expenses = sum(expenses.values(), ZERO)
    return IncomeStatement(start, end, income, expenses, total_income, total_expenses, total_income - total_expenses)


def balance_sheet(ledger: Ledger, as_of: date) -> BalanceSheet:
    assets = _movements(ledger, AccountType.ASSET, None, as_of)
    liabilities = _movements(ledger, AccountType.LIABILITY, None, as_of)
    equity = _movements(ledger, AccountType.EQUITY, None, as_of)
    earned = _movements(ledger, AccountType.INCOME, None, as_of)
    spent = _movements(ledger, AccountType.EXPENSE, None, as_of)
    retained = sum(earned.values(), ZERO) - sum(spent.values(), ZERO)
    total_assets = sum(assets.values(), ZERO)
    total_le = sum(liabilities.values(), ZERO) + sum(equity.values(), ZERO) + retained
    return BalanceSheet(as_of, assets, liabilities, equity, retained, total_assets, total_le)


def format_income_statement(stmt: IncomeStatement, width: int = 44) -> str:
    """A plain-text income statement."""
    lines = [f"Income statement {stmt.start.isoformat()} to {stmt.end.isoformat()}", "=" * width, "Income"]
    lines += [f"  {code:<{width - 18}}{format_amount(amount):>16}" for code, amount in stmt.income.items()]
    lines += [f"{'Total income':<{width - 16}}{format_amount(stmt.total_income):>16}", "Expenses"]
    lines += [f"  {code:<{width - 18}}{format_amount(amount):>16}" for code, amount in stmt.expenses.items()]
    lines += [f"{'Total expenses':<{width - 16}}{format_amount(stmt.total_expenses):>16}", "-" * width]
    lines.append(f"{'Net income':<{width - 16}}{format_amount(stmt.net_income):>16}")
    return "\n".join(lines)
