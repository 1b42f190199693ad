"""The lending desk: checkout, renewals, returns, holds, fines and payments."""

from datetime import date, timedelta

from .calendar import Closures
from .fines import fine_amount, loan_status
from .money import ZERO, money
from .policy import BLOCK_AT, HOLD_PICKUP_DAYS, item_rule, tier_rule
from .records import Fine, Hold, Item, Loan, Member


class LendingError(Exception):
    """A lending rule forbids the operation."""


class LoanDesk:
    def __init__(self, closures: Closures | None = None):
        self.closures = closures or Closures()
        self.members: dict[str, Member] = {}
        self.items: dict[str, Item] = {}
        self.loans: list[Loan] = []
        self.fines: list[Fine] = []
        self.holds: list[Hold] = []

    # -- registry -----------------------------------------------------------------------------
    def add_member(self, member: Member) -> Member:
        if member.id in self.members:
            raise ValueError(f"member {member.id} already exists")
        self.members[member.id] = member
        return member

    def add_item(self, item: Item) -> Item:
        if item.id in self.items:
            raise ValueError(f"item {item.id} already exists")
        self.items[item.id] = item
        return item

    # -- dates --------------------------------------------------------------------------------
    def due_date(self, kind: str, start: date) -> date:
        """The due date of an item of `kind` lent on `start`: moved to an open day."""
        return self.closures.next_open_day(start + timedelta(days=item_rule(kind).loan_days))

    # -- loans --------------------------------------------------------------------------------
    def open_loans(self, member: Member | None = None) -> list[Loan]:
        return [l for l in self.loans if l.is_open and (member is None or l.member == member)]

    def outstanding(self, member: Member):
        return sum((f.owed for f in self.fines if f.loan.member == member), ZERO)

    def can_borrow(self, member: Member) -> tuple[bool, str]:
        if self.outstanding(member) >= BLOCK_AT:
            return False, "outstanding fines"
        if len(self.open_loans(member)) >= tier_rule(member.tier).max_loans:
            return False, "loan limit reached"
        return True, ""

    def checkout(self, member: Member, item: Item, today: date) -> Loan:
        if any(l.item == item for l in self.open_loans()):
            raise LendingError(f"{item.title!r} is already on loan")
        ok, why = self.can_borrow(member)
        if not ok:
            raise LendingError(f"{member.name} cannot borrow: {why}")
        hold = self._first_hold(item)
        if hold is not None and hold.member != member:
            raise LendingError(f"{item.title!r} is held for another member")
        if hold is not None:
            self.holds.remove(hold)
        loan = Loan(item, member, today, self.due_date(item.kind, today))
        self.loans.append(loan)
        return loan

    def renew(self, loan: Loan, today: date) -> Loan:
        rule = item_rule(loan.item.kind)
        if not loan.is_open:
            raise LendingError("the loan is closed")
        if loan.renewals >= rule.renewals:
            raise LendingError("no renewals left")
        if loan_status(loan, today) == "overdue":
            raise LendingError("overdue loans cannot be renewed; return the item first")
        if self._first_hold(loan.item) is not None:
            raise LendingError("another member is waiting for this item")
        loan.due = self.due_date(loan.item.kind, today)
        loan.renewals += 1
        return loan

    def return_item(self, loan: Loan, today: date) -> Fine | None:
        if not loan.is_open:
            raise LendingError("already returned")
        loan.returned = today
        hold = self._first_hold(loan.item)
        if hold is not None:
            hold.ready = today
            hold.pickup_by = self.closures.next_open_day(today + timedelta(days=HOLD_PICKUP_DAYS))
        amount = fine_amount(loan, today)
        if not amount:
            return None
        fine = Fine(loan, amount, note=f"returned {today.isoformat()}")
        self.fines.append(fine)
        return fine

    # -- holds --------------------------------------------------------------------------------
    def place_hold(self, member: Member, item: Item, today: date) -> Hold:
        if any(h.item == item and h.member == member for h in self.holds):
            raise LendingError("already on hold for this member")
        hold = Hold(item, member, today)
        self.holds.append(hold)
        return hold

    def _first_hold(self, item: Item) -> Hold | None:
        return next((h for h in self.holds if h.item == item), None)

    # -- fines --------------------------------------------------------------------------------
    def waive(self, fine: Fine, note: str) -> Fine:
        if not note.strip():
            raise ValueError("a waiver needs a reason")
        fine.waived = True
        fine.note = note
        return fine

    def pay(self, fine: Fine, amount) -> Fine:
        amount = money(amount)
        if amount <= 0:
            raise ValueError("a payment must be positive")
        if amount > fine.owed:
            raise LendingError(f"only {fine.owed} is owed")
        fine.paid += amount
        return fine
