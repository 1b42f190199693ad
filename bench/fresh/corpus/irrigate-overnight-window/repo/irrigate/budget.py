"""A day's water budget shared between zones."""

from .errors import BudgetError


def _check(demands: dict[str, float]) -> None:
    for name, amount in demands.items():
        if amount < 0:
            raise BudgetError(f"negative demand for {name}")


def allocate(budget: float, demands: dict[str, float]) -> dict[str, float]:
    """Litres each zone gets. Within the budget every zone gets its demand; over it, every
    demand is scaled down by the same factor (rounded down to 0.1 L)."""
    if budget < 0:
        raise BudgetError("a budget cannot be negative")
    _check(demands)
    total = sum(demands.values())
    if total <= budget:
        return dict(demands)
    factor = budget / total
    return {name: int(amount * factor * 10) / 10 for name, amount in demands.items()}


def cap_demands(demands: dict[str, float], caps: dict[str, float]) -> dict[str, float]:
    """Demands limited by each zone's own cap (zones without a cap are unchanged)."""
    _check(demands)
    out = dict(demands)
    for name, cap in caps.items():
        if name in out and out[name] > cap:
            out[name] = cap
    return out


def shortfall(demands: dict[str, float], allocation: dict[str, float]) -> dict[str, float]:
    """Litres each zone misses; zones that got all they asked for are left out."""
    out = {}
    for name, amount in demands.items():
        missing = round(amount - allocation.get(name, 0.0), 1)
        if missing > 0:
            out[name] = missing
    return out
