"""Recipes: a number of servings, ingredients, steps, tags and nutrition for the whole dish."""

from dataclasses import dataclass, field
from fractions import Fraction

from .amounts import scale_amount
from .errors import RecipeError
from .ingredients import Ingredient, parse_line

NUTRIENTS = ("kcal", "protein", "fat", "carbs")


@dataclass(frozen=True)
class Recipe:
    name: str
    servings: int
    ingredients: tuple[Ingredient, ...]
    steps: tuple[str, ...] = ()
    tags: frozenset[str] = frozenset()
    nutrition: dict = field(default_factory=dict, compare=False)

    def __post_init__(self):
        if self.servings < 1:
            raise RecipeError(f"{self.name}: at least one serving")
        if not self.ingredients:
            raise RecipeError(f"{self.name}: no ingredients")
        unknown = set(self.nutrition) - set(NUTRIENTS)
        if unknown:
            raise RecipeError(f"{self.name}: unknown nutrients {sorted(unknown)}")

    def scaled(self, servings: int) -> "Recipe":
        """The same dish for `servings` people; amounts and nutrition scale with it."""
        if servings < 1:
            raise RecipeError("at least one serving")
        factor = Fraction(servings, self.servings)
        ingredients = tuple(
            Ingredient(i.name, scale_amount(i.amount, factor, i.whole), i.unit)
            for i in self.ingredients
        )
        nutrition = {k: v * factor for k, v in self.nutrition.items()}
        return Recipe(self.name, servings, ingredients, self.steps, self.tags, nutrition)


def recipe(name, servings, lines, steps=(), tags=(), **nutrition) -> Recipe:
    """Build a recipe from ingredient lines: recipe('pancakes', 4, ['2 cup flour', '2 egg'])."""
    return Recipe(
        name,
        servings,
        tuple(parse_line(line) for line in lines),
        tuple(steps),
        frozenset(tags),
        {k: Fraction(v) for k, v in nutrition.items()},
    )
