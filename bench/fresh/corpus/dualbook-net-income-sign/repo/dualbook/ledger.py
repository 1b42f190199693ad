"""The ledger: posted entries, closed periods and balances."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from decimal import Decimal

from .accounts import ChartOfAccounts
from .entries import JournalEntry
from .errors import LedgerError, PeriodClosed, UnknownAccount
from .permissions import PostingPolicy

ZERO = Decimal("0.00")


@dataclass(frozen=True)
class TrialBalanceRow:
    account: str
    debit: Decimal
    credit: Decimal


class Ledger:
    def __init__(self, chart: ChartOfAccounts, policy: PostingPolicy | None = None):
        self.chart = chart
        self.policy = policy
        self.entries: list[JournalEntry] = []
        self.closed_through: date | None = None

    def post(self, entry: JournalEntry, user: str = "system") -> JournalEntry:
        """Validate and record *entry*; returns it."""
        for p in entry.postings:
            if p.account not in self.chart:
                raise UnknownAccount(p.account)
        entry.validate()
        if self.closed_through is not None and entry.date <= self.closed_through:
            raise PeriodClosed(f"{entry.entry_id} is dated {entry.date}, books are closed through {self.closed_through}")
        if self.policy is not None:
            self.policy.check(user, entry)
        if any(e.entry_id == entry.entry_id for e in self.entries):
            raise LedgerError(f"{entry.entry_id} is already posted")
        if not entry.created_by:
            entry.created_by = user
        self.entries.append(entry)
        return entry

    def get(self, entry_id: str) -> JournalEntry:
        for e in self.entries:
            if e.entry_id == entry_id:
                return e
        raise LedgerError(f"no entry {entry_id}")

    def reverse(self, entry_id: str, on: date, user: str = "system") -> JournalEntry:
        """Post the reversal of a posted entry, dated *on*."""
        original = self.get(entry_id)
        if any(e.reverses == entry_id for e in self.entries):
            raise LedgerError(f"{entry_id} was already reversed")
        return self.post(original.reversed(on, created_by=user), user)

    def close_period(self, through: date) -> None:
        if self.closed_through is not None and through < self.closed_through:
            raise LedgerError("periods cannot be reopened")
        self.closed_through = through

    def raw_balance(self, code: str, as_of: date | None = None) -> Decimal:
        """Debits minus credits on *code* up to and including *as_of*."""
        self.chart.get(code)
        total = ZERO
        for e in self.entries:
            if as_of is not None and e.date > as_of:
                continue
            for p in e.postings:
                if p.account == code:
                    total += p.amount
        return total

    def balance(self, code: str, as_of: date | None = None) -> Decimal:
        """The balance of *code* in its normal direction (a positive bank balance, a positive
        revenue figure), up to and including *as_of*."""
        return self.raw_balance(code, as_of) * self.chart.get(code).type.normal_sign

    def trial_balance(self, as_of: date | None = None) -> list[TrialBalanceRow]:
        """One row per account with postings up to and including *as_of*, by code."""
        sums: dict[str, Decimal] = {}
        for e in self.entries:
            if as_of is not None and e.date > as_of:
                continue
            for p in e.postings:
                sums[p.account] = sums.get(p.account, ZERO) + p.amount
        return [
            TrialBalanceRow(code, total if total > 0 else ZERO, -total if total < 0 else ZERO)
            for code, total in sorted(sums.items())
        ]
