"""Late returns: days late, the grace period, fine amounts and loan status."""

from datetime import date, timedelta

from .money import ZERO, money
from .policy import GRACE_DAYS, item_rule, tier_rule
from .records import Loan


def days_late(loan: Loan, day: date) -> int:
    """Whole days between the due date and `day` (0 when not late)."""
    return max(0, (day - loan.due).days)


def chargeable_days(late: int) -> int:
    """Days a late return is charged for: none within the grace period, else every late day."""
    if late <= GRACE_DAYS:
        return 0
    return late


def grace_ends(loan: Loan) -> date:
    """The last day the item can come back without a fine."""
    return loan.due + timedelta(days=GRACE_DAYS)


def fine_amount(loan: Loan, day: date):
    """The fine for returning `loan` on `day`: daily fine × days × tier factor, capped."""
    rule = item_rule(loan.item.kind)
    factor = tier_rule(loan.member.tier).fine_factor
    days = chargeable_days(days_late(loan, day))
    if not days:
        return ZERO
    return money(min(rule.daily_fine * days, rule.max_fine) * factor)


def projected_fine(loan: Loan, today: date):
    """What an open loan would cost if it came back today."""
    if not loan.is_open:
        raise ValueError("the loan is closed")
    return fine_amount(loan, today)


def loan_status(loan: Loan, today: date) -> str:
    """'returned', 'on-loan', 'grace' (late, still free) or 'overdue'."""
    if not loan.is_open:
        return "returned"
    late = days_late(loan, today)
    if late == 0:
        return "on-loan"
    if late <= GRACE_DAYS:
        return "grace"
    return "overdue"
