"""Human-readable roll descriptions."""


def describe(result) -> str:
    """e.g. '4d6kh3+2: [6, 1, 5, 3] keep [6, 5, 3] +2 = 16'."""
    pieces = []
    for i, part in enumerate(result.parts):
        sign = "-" if part.sign < 0 else ("+" if i else "")
        if not part.rolls:
            pieces.append(f"{sign}{part.term.value}")
            continue
        text = f"{sign}{list(part.rolls)}"
        if list(part.kept) != list(part.rolls):
            text += f" keep {list(part.kept)}"
        pieces.append(text)
    return f"{result.notation}: {' '.join(pieces)} = {result.total}"


def histogram(dist: dict, width: int = 40) -> str:
    """Text bars for a distribution (total -> probability), the likeliest total `width` wide.

    Each line is the total right-aligned, the bar and the percentage with one decimal.
    """
    if not dist:
        return ""
    if width < 1:
        raise ValueError("width must be positive")
    top = max(dist.values())
    pad = max(len(str(total)) for total in dist)
    lines = []
    for total in sorted(dist):
        p = dist[total]
        bar = "#" * max(1, round(width * p / top)) if p else ""
        lines.append(f"{str(total).rjust(pad)} {bar} {float(p) * 100:.1f}%")
    return "\n".join(lines)
