"""Who may decide (approve or reject) whose claim."""

from .policy import approval_limit, exceeds
from .records import Claim, Employee


def refusal(approver: Employee, claim: Claim, owner: Employee) -> str | None:
    """Why `approver` may not decide on `claim` of `owner`, or None when they may.

    Nobody decides on their own claim. Finance may decide on any claim, a director on claims
    from their department, a manager on claims of their direct reports; approving is also
    bounded by the approver's approval limit.
    """
    if approver.id == owner.id:
        return "nobody may decide on their own claim"
    if approver.role == "finance":
        pass
    elif approver.role == "director":
        if approver.dept != owner.dept:
            return f"{approver.id} is not a director of {owner.dept}"
    elif approver.role == "manager":
        if owner.manager_id != approver.id:
            return f"{owner.id} does not report to {approver.id}"
    else:
        return f"{approver.id} may not decide on claims"
    if exceeds(claim.total, approval_limit(approver.role)):
        return f"{claim.total} is above the approval limit of {approver.id}"
    return None


def may_decide(approver: Employee, claim: Claim, owner: Employee) -> bool:
    return refusal(approver, claim, owner) is None
