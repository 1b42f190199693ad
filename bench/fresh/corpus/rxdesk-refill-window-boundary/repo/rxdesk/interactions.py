"""Interacting drug pairs. A pair interacts in either order."""

_TABLE = {
    ("warfarin", "aspirin"): "severe",
    ("warfarin", "ibuprofen"): "severe",
    ("sertraline", "tramadol"): "severe",
    ("simvastatin", "clarithromycin"): "severe",
    ("lisinopril", "ibuprofen"): "moderate",
    ("metformin", "furosemide"): "moderate",
    ("aspirin", "ibuprofen"): "moderate",
}
RANK = {"moderate": 1, "severe": 2}


def severity(a: str, b: str) -> str | None:
    """"severe", "moderate" or None for drug codes a and b."""
    return _TABLE.get((a, b)) or _TABLE.get((b, a))


def interacting_with(code: str) -> dict[str, str]:
    """Every drug that interacts with `code`, with the severity, by drug code."""
    out: dict[str, str] = {}
    for (x, y), sev in _TABLE.items():
        if x == code:
            out[y] = sev
        elif y == code:
            out[x] = sev
    return dict(sorted(out.items()))


def all_interactions(codes: list[str]) -> list[tuple[str, str, str]]:
    """Each interacting pair among `codes` once, in the order the codes are given."""
    found = []
    for i, a in enumerate(codes):
        for b in codes[i + 1:]:
            sev = severity(a, b)
            if sev:
                found.append((a, b, sev))
    return found


def worst(codes: list[str]) -> str | None:
    sevs = [sev for _, _, sev in all_interactions(codes)]
    return max(sevs, key=RANK.__getitem__) if sevs else None
