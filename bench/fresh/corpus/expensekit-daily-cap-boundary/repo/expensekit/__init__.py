"""expensekit: expense claims, policy checks, approvals and reports."""

from .approvals import may_decide, refusal
from .book import ExpenseBook
from .errors import Denied, ExpenseError
from .money import CENT, ZERO, fmt, money_sum, to_money
from .policy import APPROVAL_LIMITS, DAILY_CAPS, MILEAGE_TIERS, RECEIPT_LIMIT, exceeds
from .records import Claim, Employee, Line
from .reports import category_totals, overview, statement, top_claimants
from .rules import Finding, cap_findings, check_lines, daily_totals, mileage_amount, mileage_parts, receipt_findings, reimbursable

__all__ = [
    "APPROVAL_LIMITS", "CENT", "Claim", "DAILY_CAPS", "Denied", "Employee", "ExpenseBook",
    "ExpenseError", "Finding", "Line", "MILEAGE_TIERS", "RECEIPT_LIMIT", "ZERO", "cap_findings",
    "category_totals", "check_lines", "daily_totals", "exceeds", "fmt", "may_decide",
    "mileage_amount", "mileage_parts", "money_sum", "overview", "receipt_findings", "refusal",
    "reimbursable", "statement", "to_money", "top_claimants",
]
