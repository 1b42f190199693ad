"""Budgets: lines of direct costs by category, overhead on top, the cap of the call."""

from .calls import CATEGORIES, NO_OVERHEAD
from .errors import GrantError


def check_lines(lines) -> None:
    for category, euros in lines:
        if category not in CATEGORIES:
            raise GrantError(f"unknown budget category: {category!r}")
        if not isinstance(euros, int) or euros <= 0:
            raise GrantError(f"{category}: amounts are whole positive euros")


def direct_costs(lines) -> int:
    return sum(euros for _, euros in lines)


def overhead(lines, percent: int) -> int:
    """Overhead on every line but equipment, rounded half up to whole euros."""
    base = sum(euros for category, euros in lines if category not in NO_OVERHEAD)
    return (base * percent + 50) // 100


def total(lines, percent: int) -> int:
    return direct_costs(lines) + overhead(lines, percent)


def by_category(lines) -> dict[str, int]:
    out = {c: 0 for c in CATEGORIES}
    for category, euros in lines:
        out[category] += euros
    return {c: v for c, v in out.items() if v}


def within_cap(lines, call) -> bool:
    return total(lines, call.overhead_percent) <= call.cap
