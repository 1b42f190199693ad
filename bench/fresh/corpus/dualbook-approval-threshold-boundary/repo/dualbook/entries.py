"""Journal entries: dated, described sets of postings that sum to zero."""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from datetime import date
from decimal import Decimal

from .errors import UnbalancedEntry
from .money import to_amount

_ids = itertools.count(1)


@dataclass
class Posting:
    """One line of an entry: positive amounts are debits, negative amounts credits."""

    account: str
    amount: Decimal
    memo: str = ""

    def __post_init__(self):
        self.amount = to_amount(self.amount)

    @property
    def is_debit(self) -> bool:
        return self.amount > 0


@dataclass
class JournalEntry:
    date: date
    description: str
    postings: list[Posting]
    created_by: str = ""
    approved_by: str | None = None
    reverses: str | None = None
    entry_id: str = field(default_factory=lambda: f"je-{next(_ids):05d}")

    @property
    def total(self) -> Decimal:
        """The amount the entry moves: the sum of its debits."""
        return sum((p.amount for p in self.postings if p.amount > 0), Decimal("0.00"))

    def imbalance(self) -> Decimal:
        return sum((p.amount for p in self.postings), Decimal("0.00"))

    def validate(self) -> None:
        """Raise :class:`UnbalancedEntry` unless the entry has two postings or more summing to zero."""
        if len(self.postings) < 2:
            raise UnbalancedEntry(f"{self.entry_id}: an entry needs at least two postings")
        off = self.imbalance()
        if off != 0:
            raise UnbalancedEntry(f"{self.entry_id}: postings are off by {off}")

    def accounts(self) -> list[str]:
        return sorted({p.account for p in self.postings})

    def reversed(self, on: date, created_by: str = "") -> "JournalEntry":
        """A new entry dated *on* that undoes this one; this entry is left as it is."""
        return JournalEntry(
            on,
            f"Reversal of {self.entry_id}: {self.description}",
            [Posting(p.account, -p.amount, p.memo) for p in self.postings],
            created_by=created_by,
            reverses=self.entry_id,
        )

    def scaled(self, factor, description: str | None = None) -> "JournalEntry":
        """A new entry with every amount multiplied by *factor* (e.g. one month of an annual accrual).

        The factor must keep every amount to whole cents."""
        factor = Decimal(str(factor))
        return JournalEntry(
            self.date,
            description or self.description,
            [Posting(p.account, p.amount * factor, p.memo) for p in self.postings],
            created_by=self.created_by,
        )


def entry(on: date, description: str, *lines, created_by: str = "") -> JournalEntry:
    """Shorthand: ``entry(d, "Rent", ("expenses:rent", 1200), ("assets:bank", -1200))``."""
    return JournalEntry(on, description, [Posting(*line) for line in lines], created_by=created_by)
