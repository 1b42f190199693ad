"""Finding recipes: by tag, by ingredient, by length, by what the pantry holds."""


def with_tags(recipes, *tags) -> list:
    """Recipes that carry every one of `tags`, by name."""
    want = {t.lower() for t in tags}
    return sorted((r for r in recipes if want <= r.tags), key=lambda r: r.name)


def using(recipes, name: str) -> list:
    name = name.strip().lower()
    return sorted((r for r in recipes if any(i.name == name for i in r.ingredients)),
                  key=lambda r: r.name)


def quick(recipes, max_steps: int) -> list:
    """Recipes of at most `max_steps` steps, shortest first, then by name."""
    return sorted((r for r in recipes if len(r.steps) <= max_steps),
                  key=lambda r: (len(r.steps), r.name))


def cookable(recipes, pantry) -> list[str]:
    return sorted(r.name for r in recipes if pantry.can_cook(r))


def suggest(recipes, pantry, limit: int = 3) -> list[tuple[str, int]]:
    """The recipes that need the fewest things bought: (name, number of missing items)."""
    scored = sorted(((len(pantry.missing(r)), r.name) for r in recipes))
    return [(name, n) for n, name in scored[:limit]]


def by_ingredient_count(recipes) -> dict[int, list[str]]:
    out: dict[int, list[str]] = {}
    for r in sorted(recipes, key=lambda r: r.name):
        out.setdefault(len(r.ingredients), []).append(r.name)
    return out
