"""Statements and reports over claims."""

from collections import defaultdict
from decimal import Decimal

from .money import ZERO, fmt, money_sum
from .records import Claim, Employee
from .rules import check_lines, reimbursable


def _line_key(line):
    return (line.day, line.category)


def statement(claim: Claim, owner: Employee) -> list[str]:
    """A printable statement: a header, the lines by day then category, findings and totals."""
    lines = sorted(claim.lines, key=_line_key)
    out = [f"Claim {claim.id} - {owner.name} ({owner.dept}) - {claim.status}"]
    for line in lines:
        extra = f" {line.km} km" if line.km else ""
        out.append(f"{line.day.isoformat()}  {line.category:<9}{fmt(line.amount):>14}{extra}")
    for finding in check_lines(lines):
        out.append(f"  ! {finding.message}")
    out.append(f"Total {fmt(claim.total)}; reimbursable {fmt(reimbursable(lines))}")
    return out


def category_totals(claims) -> dict[str, Decimal]:
    """Total per category over the claims, categories in alphabetical order."""
    totals: dict[str, list[Decimal]] = defaultdict(list)
    for claim in claims:
        for line in claim.lines:
            totals[line.category].append(line.amount)
    return {cat: money_sum(totals[cat]) for cat in sorted(totals)}


def overview(claims) -> list[tuple[str, str, str, Decimal]]:
    """(claim id, employee id, status, total) rows, most recently submitted first; drafts last."""
    ordered = sorted(claims, key=lambda c: (c.submitted is None, -(c.submitted.toordinal() if c.submitted else 0), c.id))
    return [(c.id, c.employee_id, c.status, c.total) for c in ordered]


def top_claimants(claims, n: int = 3) -> list[tuple[str, Decimal]]:
    """The n employees with the highest approved or paid totals (ties by employee id)."""
    totals: dict[str, Decimal] = defaultdict(lambda: ZERO)
    for claim in claims:
        if claim.status in ("approved", "paid"):
            totals[claim.employee_id] += claim.total
    return sorted(totals.items(), key=lambda kv: (-kv[1], kv[0]))[:n]
