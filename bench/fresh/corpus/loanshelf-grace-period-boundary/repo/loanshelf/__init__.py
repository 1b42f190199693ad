"""loanshelf: lending rules for a small library."""

from .calendar import Closures, parse_day
from .desk import LendingError, LoanDesk
from .fines import chargeable_days, days_late, fine_amount, grace_ends, loan_status, projected_fine
from .money import format_money, money, total
from .policy import BLOCK_AT, GRACE_DAYS, HOLD_PICKUP_DAYS, ITEM_RULES, TIER_RULES, item_rule, tier_rule
from .records import Fine, Hold, Item, Loan, Member
from .report import Statement, due_soon, member_statement, overdue_report

__all__ = [
    "Closures", "parse_day", "LendingError", "LoanDesk", "chargeable_days", "days_late",
    "fine_amount", "grace_ends", "loan_status", "projected_fine", "format_money", "money",
    "total", "BLOCK_AT", "GRACE_DAYS", "HOLD_PICKUP_DAYS", "ITEM_RULES", "TIER_RULES",
    "item_rule", "tier_rule", "Fine", "Hold", "Item", "Loan", "Member", "Statement",
    "due_soon", "member_statement", "overdue_report",
]
