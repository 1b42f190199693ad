"""Employees, expense lines and claims."""

from dataclasses import dataclass, field
from datetime import date
from decimal import Decimal

from .errors import ExpenseError
from .money import ZERO, money_sum, to_money
from .policy import CATEGORIES

ROLES = ("employee", "manager", "director", "finance")
STATUSES = ("draft", "submitted", "approved", "rejected", "paid")


@dataclass(frozen=True)
class Employee:
    id: str
    name: str
    dept: str
    role: str = "employee"
    manager_id: str | None = None

    def __post_init__(self):
        if not self.id or not self.name or not self.dept:
            raise ExpenseError("an employee needs an id, a name and a department")
        if self.role not in ROLES:
            raise ExpenseError(f"unknown role: {self.role!r}")


@dataclass(frozen=True)
class Line:
    """One expense. Mileage lines give `km` and get their amount from the book."""

    day: date
    category: str
    amount: Decimal = ZERO
    km: int | None = None
    receipt: bool = False
    note: str = ""

    def __post_init__(self):
        if self.category not in CATEGORIES:
            raise ExpenseError(f"unknown category: {self.category!r}")
        object.__setattr__(self, "amount", to_money(self.amount))
        if self.amount < 0:
            raise ExpenseError("an expense amount cannot be negative")
        if self.category == "mileage":
            if isinstance(self.km, bool) or not isinstance(self.km, int) or self.km <= 0:
                raise ExpenseError("a mileage line needs a positive whole number of km")
        elif self.km is not None:
            raise ExpenseError("only mileage lines carry km")


@dataclass
class Claim:
    id: str
    employee_id: str
    lines: list[Line] = field(default_factory=list)
    status: str = "draft"
    submitted: date | None = None
    decided_by: str | None = None
    reason: str = ""

    @property
    def total(self) -> Decimal:
        return money_sum(line.amount for line in self.lines)

    @property
    def year(self) -> int | None:
        return self.lines[0].day.year if self.lines else None
