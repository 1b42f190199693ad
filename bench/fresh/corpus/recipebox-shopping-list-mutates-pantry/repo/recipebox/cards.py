"""Recipe cards as plain text."""

from .nutrition import label


def render_card(recipe) -> str:
    lines = [f"{recipe.name.upper()} (serves {recipe.servings})"]
    lines += [f"- {item.text()}" for item in recipe.ingredients]
    lines += [f"{n}. {step}" for n, step in enumerate(recipe.steps, 1)]
    if recipe.nutrition:
        lines.append(label(recipe))
    return "\n".join(lines)
