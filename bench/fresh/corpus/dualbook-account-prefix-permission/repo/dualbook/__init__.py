"""dualbook: a small double-entry ledger."""

from .accounts import Account, AccountType, ChartOfAccounts
from .entries import JournalEntry, Posting, entry
from .errors import ApprovalRequired, InvalidAmount, LedgerError, PeriodClosed, PermissionDenied, UnbalancedEntry, UnknownAccount
from .ledger import Ledger, TrialBalanceRow
from .money import format_amount, parse_amount, to_amount
from .permissions import PostingPolicy, needs_approval
from .reports import BalanceSheet, IncomeStatement, balance_sheet, format_income_statement, income_statement

__version__ = "1.4.0"

__all__ = [
    "Account",
    "AccountType",
    "ApprovalRequired",
    "BalanceSheet",
    "ChartOfAccounts",
    "IncomeStatement",
    "InvalidAmount",
    "JournalEntry",
    "Ledger",
    "LedgerError",
    "PeriodClosed",
    "PermissionDenied",
    "Posting",
    "PostingPolicy",
    "TrialBalanceRow",
    "UnbalancedEntry",
    "UnknownAccount",
    "balance_sheet",
    "entry",
    "format_amount",
    "format_income_statement",
    "income_statement",
    "needs_approval",
    "parse_amount",
    "to_amount",
]
