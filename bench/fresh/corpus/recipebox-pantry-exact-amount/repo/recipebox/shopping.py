"""Shopping lists for a menu of recipes, less what the pantry already holds."""

import math
from fractions import Fraction

from .amounts import to_eighths
from .ingredients import WHOLE_UNITS, Ingredient


def needed(recipes) -> dict[tuple[str, str], Fraction]:
    """Everything the menu needs, same name and unit merged, in first-needed order."""
    need: dict[tuple[str, str], Fraction] = {}
    for r in recipes:
        for item in r.ingredients:
            need[item.key] = need.get(item.key, Fraction(0)) + item.amount
    return need


def _buy(amount: Fraction, unit: str) -> Fraction:
    if unit in WHOLE_UNITS:
        return Fraction(math.ceil(amount))
    return to_eighths(amount)


def shopping_list(recipes, pantry=None) -> list[Ingredient]:
    """What to buy for `recipes`. Stock in the pantry is used up recipe by recipe; the pantry
    itself is not changed."""
    stock = pantry.snapshot() if pantry is not None else {}
    out = []
    for (name, unit), amount in needed(recipes).items():
        have = stock.get((name, unit), Fraction(0))
        take = min(have, amount)
        stock[(name, unit)] = have - take
        if amount > take:
            out.append(Ingredient(name, _buy(amount - take, unit), unit))
    return out


def shopping_text(recipes, pantry=None) -> str:
    lines = [f"[ ] {item.text()}" for item in shopping_list(recipes, pantry)]
    return "\n".join(lines) if lines else "nothing to buy"
