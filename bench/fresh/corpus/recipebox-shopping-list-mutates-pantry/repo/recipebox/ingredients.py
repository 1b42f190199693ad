"""Ingredients and ingredient lines ("1 1/2 cup flour", "2 egg", "a pinch of salt")."""

from dataclasses import dataclass
from fractions import Fraction

from .amounts import format_amount, parse_amount
from .errors import RecipeError

UNITS = ("cup", "tbsp", "tsp", "g", "ml", "piece", "pinch")
WHOLE_UNITS = frozenset({"piece"})
PLURALS = {"cups": "cup", "pieces": "piece", "pinches": "pinch"}


@dataclass(frozen=True)
class Ingredient:
    name: str
    amount: Fraction
    unit: str

    def __post_init__(self):
        if not self.name.strip():
            raise RecipeError("an ingredient needs a name")
        if self.unit not in UNITS:
            raise RecipeError(f"unknown unit: {self.unit!r}")
        if self.amount <= 0:
            raise RecipeError(f"{self.name}: the amount must be positive")

    @property
    def whole(self) -> bool:
        return self.unit in WHOLE_UNITS

    @property
    def key(self) -> tuple[str, str]:
        return (self.name, self.unit)

    def text(self) -> str:
        return f"{format_amount(self.amount)} {self.unit} {self.name}"


def parse_line(line: str) -> Ingredient:
    """'1 1/2 cup flour' -> Ingredient('flour', 3/2, 'cup'). Without a unit the amount counts
    pieces ('2 egg'); 'a pinch of salt' is one pinch."""
    words = line.strip().lower().split()
    if words[:2] == ["a", "pinch"]:
        rest = words[3:] if words[2:3] == ["of"] else words[2:]
        return Ingredient(" ".join(rest), Fraction(1), "pinch")
    n = 2 if len(words) > 2 and "/" in words[1] else 1
    if len(words) <= n:
        raise RecipeError(f"not an ingredient line: {line!r}")
    amount = parse_amount(" ".join(words[:n]))
    unit = PLURALS.get(words[n], words[n])
    if unit in UNITS:
        name = " ".join(words[n + 1 :])
    else:
        unit, name = "piece", " ".join(words[n:])
    return Ingredient(name, amount, unit)
