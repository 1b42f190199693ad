"""recipebox: recipes with exact amounts."""

from .amounts import format_amount, parse_amount, scale_amount, to_eighths
from .cards import render_card
from .errors import RecipeError
from .ingredients import UNITS, Ingredient, parse_line
from .menu import Meal, Menu
from .nutrition import label, menu_totals, per_serving
from .pantry import Pantry
from .recipes import Recipe, recipe
from .search import by_ingredient_count, cookable, quick, suggest, using, with_tags
from .shopping import needed, shopping_list, shopping_text

__all__ = [
    "Ingredient", "Meal", "by_ingredient_count", "suggest", "Menu", "Pantry", "Recipe", "RecipeError", "UNITS", "cookable", "format_amount",
    "label", "menu_totals", "needed", "parse_amount", "parse_line", "per_serving", "quick",
    "recipe", "render_card", "scale_amount", "shopping_list", "shopping_text", "to_eighths",
    "using", "with_tags",
]
