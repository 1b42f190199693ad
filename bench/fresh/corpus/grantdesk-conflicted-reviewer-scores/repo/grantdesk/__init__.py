"""grantdesk: the review desk of a small research-grant call."""

from .budget import by_category, direct_costs, overhead, total, within_cap
from .calls import CATEGORIES, Call
from .desk import Application, Entry, GrantDesk
from .errors import Forbidden, GrantError
from .notices import check_ready, letters, missing_reviews, reviewer_load
from .people import Person, same_institution
from .policy import conflicted, may_decide, may_review, may_see_scores
from .ranking import allocate, rank
from .report import bands, category_table, institutions, money_summary, standings_table
from .scoring import average, band, check_score, spread

__all__ = [
    "Application", "CATEGORIES", "Call", "Entry", "Forbidden", "GrantDesk", "GrantError",
    "Person", "category_table", "institutions", "allocate", "average", "check_ready", "letters", "missing_reviews", "reviewer_load", "band", "bands", "by_category", "check_score",
    "conflicted", "direct_costs", "may_decide", "may_review", "may_see_scores",
    "money_summary", "overhead", "rank", "same_institution", "spread", "standings_table",
    "total", "within_cap",
]
