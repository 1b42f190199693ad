"""Reports for the desk: overdue loans, loans due soon, member statements."""

from dataclasses import dataclass
from datetime import date, timedelta

from .fines import days_late, loan_status, projected_fine
from .money import ZERO, format_money
from .records import Fine, Loan, Member


def _by_due(loan: Loan):
    return (loan.due, loan.item.id)


def overdue_report(loans, today: date) -> list[tuple]:
    """(title, member, due, days late, fine so far) of every overdue loan, earliest due first."""
    rows = []
    for loan in sorted(loans, key=_by_due):
        if loan.is_open and loan_status(loan, today) == "overdue":
            rows.append((loan.item.title, loan.member.name, loan.due, days_late(loan, today),
                         projected_fine(loan, today)))
    return rows


def due_soon(loans, today: date, within: int = 3) -> list[Loan]:
    """Open loans due between today and `within` days from now, earliest first."""
    if within < 0:
        raise ValueError("within must not be negative")
    last = today + timedelta(days=within)
    return [l for l in sorted(loans, key=_by_due) if l.is_open and today <= l.due <= last]


@dataclass
class Statement:
    member: Member
    lines: list
    fined: object
    paid: object
    waived: object
    owed: object

    def text(self) -> str:
        out = [f"Statement for {self.member.name}"]
        for title, amount, paid, state, owed in self.lines:
            out.append(f"  {title}: {format_money(amount)} ({state}), owed {format_money(owed)}")
        out.append(f"Owed: {format_money(self.owed)}")
        return "\n".join(out)


def _state(fine: Fine) -> str:
    if fine.waived:
        return "waived"
    if fine.owed == 0:
        return "paid"
    return "part-paid" if fine.paid else "open"


def member_statement(member: Member, fines) -> Statement:
    mine = [f for f in fines if f.loan.member == member]
    lines = [(f.loan.item.title, f.amount, f.paid, _state(f), f.owed) for f in mine]
    return Statement(
        member,
        lines,
        fined=sum((f.amount for f in mine), ZERO),
        paid=sum((f.paid for f in mine), ZERO),
        waived=sum((f.amount - f.paid for f in mine if f.waived), ZERO),
        owed=sum((f.owed for f in mine), ZERO),
    )
