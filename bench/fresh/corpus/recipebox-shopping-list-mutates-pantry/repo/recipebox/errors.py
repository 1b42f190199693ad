class RecipeError(ValueError):
    """A malformed amount, ingredient line or recipe."""
