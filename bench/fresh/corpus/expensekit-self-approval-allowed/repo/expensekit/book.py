"""The expense book: claims from draft to paid."""

from datetime import date
from decimal import Decimal

from .approvals import may_decide, refusal
from .errors import Denied, ExpenseError
from .records import Claim, Employee, Line
from .rules import Finding, check_lines, mileage_amount, reimbursable


class ExpenseBook:
    def __init__(self, employees):
        self._employees: dict[str, Employee] = {}
        for e in employees:
            if e.id in self._employees:
                raise ExpenseError(f"duplicate employee id: {e.id}")
            self._employees[e.id] = e
        self._claims: dict[str, Claim] = {}
        self._next = 1

    def employee(self, employee_id: str) -> Employee:
        try:
            return self._employees[employee_id]
        except KeyError:
            raise ExpenseError(f"unknown employee: {employee_id}") from None

    def claim(self, claim_id: str) -> Claim:
        try:
            return self._claims[claim_id]
        except KeyError:
            raise ExpenseError(f"unknown claim: {claim_id}") from None

    def new_claim(self, employee_id: str) -> Claim:
        self.employee(employee_id)
        claim = Claim(f"C{self._next:04d}", employee_id)
        self._next += 1
        self._claims[claim.id] = claim
        return claim

    def _draft(self, claim_id: str) -> Claim:
        claim = self.claim(claim_id)
        if claim.status != "draft":
            raise ExpenseError(f"claim {claim_id} is {claim.status}, not a draft")
        return claim

    def km_driven(self, employee_id: str, year: int) -> int:
        """Mileage km of the employee in `year` on every claim that was not rejected."""
        return sum(line.km for c in self._claims.values()
                   if c.employee_id == employee_id and c.status != "rejected"
                   for line in c.lines if line.category == "mileage" and line.day.year == year)

    def add_line(self, claim_id: str, line: Line) -> Line:
        """Add a line to a draft; a mileage line gets its amount from the tiered rates."""
        claim = self._draft(claim_id)
        if line.category == "mileage":
            before = self.km_driven(claim.employee_id, line.day.year)
            line = Line(line.day, "mileage", mileage_amount(line.km, before), km=line.km, note=line.note)
        claim.lines.append(line)
        return line

    def remove_line(self, claim_id: str, index: int) -> Line:
        """Remove the line at `index` (in the order the lines were added) from a draft."""
        claim = self._draft(claim_id)
        if not 0 <= index < len(claim.lines):
            raise ExpenseError(f"claim {claim_id} has no line {index}")
        return claim.lines.pop(index)

    def submit(self, claim_id: str, day: date) -> list[Finding]:
        claim = self._draft(claim_id)
        if not claim.lines:
            raise ExpenseError("an empty claim cannot be submitted")
        claim.status, claim.submitted = "submitted", day
        return check_lines(claim.lines)

    def _decide(self, approver_id: str, claim_id: str) -> Claim:
        approver, claim = self.employee(approver_id), self.claim(claim_id)
        if claim.status != "submitted":
            raise ExpenseError(f"claim {claim_id} is {claim.status}, not submitted")
        reason = refusal(approver, claim, self.employee(claim.employee_id))
        if reason:
            raise Denied(reason)
        return claim

    def approve(self, approver_id: str, claim_id: str) -> Claim:
        claim = self._decide(approver_id, claim_id)
        claim.status, claim.decided_by = "approved", approver_id
        return claim

    def reject(self, approver_id: str, claim_id: str, reason: str) -> Claim:
        if not reason.strip():
            raise ExpenseError("a rejection needs a reason")
        claim = self._decide(approver_id, claim_id)
        claim.status, claim.decided_by, claim.reason = "rejected", approver_id, reason
        return claim

    def queue(self, approver_id: str) -> list[Claim]:
        """Submitted claims the approver may decide on, oldest submission first."""
        approver = self.employee(approver_id)
        waiting = [c for c in self._claims.values() if c.status == "submitted"
                   and may_decide(approver, c, self.employee(c.employee_id))]
        return sorted(waiting, key=lambda c: (c.submitted, c.id))

    def pay(self, payer_id: str, claim_id: str) -> Decimal:
        """Pay an approved claim (finance only); returns the reimbursable amount."""
        if self.employee(payer_id).role != "finance":
            raise Denied(f"{payer_id} may not pay claims")
        claim = self.claim(claim_id)
        if claim.status != "approved":
            raise ExpenseError(f"claim {claim_id} is {claim.status}, not approved")
        claim.status = "paid"
        return reimbursable(claim.lines)

    def claims_of(self, employee_id: str) -> list[Claim]:
        self.employee(employee_id)
        return [c for c in self._claims.values() if c.employee_id == employee_id]

    def all_claims(self) -> list[Claim]:
        return list(self._claims.values())
