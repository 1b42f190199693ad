"""A pantry: what is in stock, by ingredient name and unit."""

from fractions import Fraction

from .errors import RecipeError
from .ingredients import Ingredient


class Pantry:
    def __init__(self, items=()):
        self._stock: dict[tuple[str, str], Fraction] = {}
        for item in items:
            self.add(item)

    def add(self, item: Ingredient) -> None:
        self._stock[item.key] = self._stock.get(item.key, Fraction(0)) + item.amount

    def amount(self, name: str, unit: str) -> Fraction:
        return self._stock.get((name, unit), Fraction(0))

    def has(self, item: Ingredient) -> bool:
        """Whether there is at least `item.amount` of the item in stock."""
        return self.amount(*item.key) >= item.amount

    def can_cook(self, recipe) -> bool:
        return all(self.has(i) for i in recipe.ingredients)

    def missing(self, recipe) -> list[Ingredient]:
        """What would have to be bought to cook `recipe`, in recipe order."""
        out = []
        for item in recipe.ingredients:
            have = self.amount(*item.key)
            if have < item.amount:
                out.append(Ingredient(item.name, item.amount - have, item.unit))
        return out

    def use(self, recipe) -> None:
        """Take the ingredients of `recipe` out of stock; nothing is taken when one is short."""
        for item in recipe.ingredients:
            if self.amount(*item.key) < item.amount:
                raise RecipeError(f"not enough {item.name} for {recipe.name}")
        for item in recipe.ingredients:
            left = self._stock[item.key] - item.amount
            if left:
                self._stock[item.key] = left
            else:
                del self._stock[item.key]

    def snapshot(self) -> dict[tuple[str, str], Fraction]:
        """A copy of the stock: {(name, unit): amount}."""
        return dict(self._stock)

    def items(self) -> list[Ingredient]:
        return [Ingredient(n, a, u) for (n, u), a in sorted(self._stock.items())]
