"""A menu: recipes planned for named meals, each for a number of people."""

from dataclasses import dataclass

from .errors import RecipeError
from .nutrition import menu_totals
from .shopping import shopping_list


@dataclass(frozen=True)
class Meal:
    name: str
    recipe: object
    people: int

    def dish(self):
        """The recipe scaled to the people at this meal."""
        if self.people == self.recipe.servings:
            return self.recipe
        return self.recipe.scaled(self.people)


class Menu:
    def __init__(self, title: str = "menu"):
        self.title = title
        self._meals: list[Meal] = []

    def plan(self, name: str, recipe, people: int) -> Meal:
        if people < 1:
            raise RecipeError("a meal is for at least one person")
        if any(m.name == name for m in self._meals):
            raise RecipeError(f"meal {name!r} is planned already")
        meal = Meal(name, recipe, people)
        self._meals.append(meal)
        return meal

    def drop(self, name: str) -> Meal:
        for i, meal in enumerate(self._meals):
            if meal.name == name:
                return self._meals.pop(i)
        raise RecipeError(f"no meal {name!r}")

    def meals(self) -> list[Meal]:
        return list(self._meals)

    def dishes(self) -> list:
        return [m.dish() for m in self._meals]

    def shopping(self, pantry=None):
        return shopping_list(self.dishes(), pantry)

    def nutrition_per_person(self) -> dict:
        """What one person eats over the whole menu: one serving of every meal."""
        return menu_totals([(m.recipe, 1) for m in self._meals])

    def tags(self) -> frozenset:
        out = frozenset()
        for m in self._meals:
            out |= m.recipe.tags
        return out

    def summary(self) -> str:
        lines = [f"{self.title}: {len(self._meals)} meal(s)"]
        lines += [f"- {m.name}: {m.recipe.name} for {m.people}" for m in self._meals]
        return "\n".join(lines)
