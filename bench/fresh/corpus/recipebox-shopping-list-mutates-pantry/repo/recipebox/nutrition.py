"""Nutrition per serving and labels. Recipes carry nutrition for the whole dish."""

from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction

from .recipes import NUTRIENTS


def per_serving(recipe) -> dict[str, Fraction]:
    return {n: Fraction(recipe.nutrition.get(n, 0)) / recipe.servings for n in NUTRIENTS}


def _dec(value: Fraction, places: str) -> Decimal:
    d = Decimal(value.numerator) / Decimal(value.denominator)
    return d.quantize(Decimal(places), rounding=ROUND_HALF_UP)


def label(recipe) -> str:
    """'Per serving: 350 kcal, protein 8.5 g, fat 5.0 g, carbs 60.3 g' (halves round up)."""
    ps = per_serving(recipe)
    grams = ", ".join(f"{n} {_dec(ps[n], '0.1')} g" for n in NUTRIENTS[1:])
    return f"Per serving: {_dec(ps['kcal'], '1')} kcal, {grams}"


def menu_totals(portions) -> dict[str, Fraction]:
    """Nutrition of a menu: `portions` is a list of (recipe, number of servings eaten)."""
    total = {n: Fraction(0) for n in NUTRIENTS}
    for recipe, count in portions:
        ps = per_serving(recipe)
        for n in NUTRIENTS:
            total[n] += ps[n] * count
    return total
