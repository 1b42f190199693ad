from datetime import date

import pytest

from dualbook import Account, AccountType, ChartOfAccounts, Ledger, entry

A, L, E, I, X = AccountType.ASSET, AccountType.LIABILITY, AccountType.EQUITY, AccountType.INCOME, AccountType.EXPENSE

ACCOUNTS = [
    ("assets:bank", "Bank", A),
    ("assets:cash", "Petty cash", A),
    ("assets:cash-reserve", "Cash reserve", A),
    ("assets:receivables", "Receivables", A),
    ("liabilities:payables", "Payables", L),
    ("liabilities:vat", "VAT payable", L),
    ("equity:capital", "Capital", E),
    ("income:sales", "Sales", I),
    ("income:services", "Services", I),
    ("expenses:rent", "Rent", X),
    ("expenses:travel", "Travel", X),
    ("expenses:travel:hotels", "Hotels", X),
    ("expenses:supplies", "Supplies", X),
]


@pytest.fixture
def chart():
    return ChartOfAccounts(Account(code, name, kind) for code, name, kind in ACCOUNTS)


@pytest.fixture
def ledger(chart):
    return Ledger(chart)


@pytest.fixture
def march(ledger):
    """A month of activity: capital, a sale, rent, a hotel bill."""
    ledger.post(entry(date(2024, 3, 1), "Owner investment", ("assets:bank", "10000"), ("equity:capital", "-10000")))
    ledger.post(entry(date(2024, 3, 5), "Invoice 1001", ("assets:receivables", "1200.00"), ("income:sales", "-1000.00"), ("liabilities:vat", "-200.00")))
    ledger.post(entry(date(2024, 3, 15), "March rent", ("expenses:rent", "800", "March 2024"), ("assets:bank", "-800", "standing order")))
    ledger.post(entry(date(2024, 3, 20), "Hotel Lyon", ("expenses:travel:hotels", "150.50"), ("assets:bank", "-150.50")))
    return ledger
