"""Records: members, items, loans and fines."""

from dataclasses import dataclass, field
from datetime import date
from decimal import Decimal

from .money import ZERO, money
from .policy import item_rule, tier_rule


@dataclass(frozen=True)
class Member:
    id: str
    name: str
    tier: str = "adult"

    def __post_init__(self):
        if not self.id or not self.name.strip():
            raise ValueError("a member needs an id and a name")
        tier_rule(self.tier)


@dataclass(frozen=True)
class Item:
    id: str
    title: str
    kind: str = "book"

    def __post_init__(self):
        if not self.id or not self.title.strip():
            raise ValueError("an item needs an id and a title")
        item_rule(self.kind)


@dataclass
class Loan:
    item: Item
    member: Member
    start: date
    due: date
    renewals: int = 0
    returned: date | None = None

    @property
    def is_open(self) -> bool:
        return self.returned is None


@dataclass
class Fine:
    loan: Loan
    amount: Decimal
    paid: Decimal = ZERO
    waived: bool = False
    note: str = ""

    def __post_init__(self):
        self.amount = money(self.amount)
        self.paid = money(self.paid)
        if self.amount <= 0:
            raise ValueError("a fine must be positive")

    @property
    def owed(self) -> Decimal:
        """What is still to pay: nothing once waived."""
        if self.waived:
            return ZERO
        return self.amount - self.paid


@dataclass
class Hold:
    item: Item
    member: Member
    placed: date
    ready: date | None = None
    pickup_by: date | None = None
    history: list = field(default_factory=list)
