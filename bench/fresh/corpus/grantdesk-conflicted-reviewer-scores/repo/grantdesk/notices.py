"""Letters to applicants once the call is decided."""

from .errors import GrantError

TEMPLATES = {
    "funded": "Dear {name}, your application {id} '{title}' is funded with {total} euros.",
    "reserve": "Dear {name}, your application {id} '{title}' is on the reserve list.",
    "declined": "Dear {name}, we regret that your application {id} '{title}' is not funded.",
}


def outcome(entry, funded_ids) -> str:
    if entry.id in funded_ids:
        return "funded"
    return "reserve" if entry.band in ("fund", "reserve") else "declined"


def letters(desk, funded) -> dict[str, str]:
    """One letter per application, keyed by application id, in id order."""
    funded_ids = {e.id for e in funded}
    out = {}
    for entry in sorted(desk.standings(), key=lambda e: e.id):
        app = desk.get(entry.id)
        text = TEMPLATES[outcome(entry, funded_ids)]
        out[entry.id] = text.format(name=app.applicant.name, id=entry.id, title=entry.title,
                                    total=entry.total)
    return out


def reviewer_load(desk) -> dict[str, int]:
    """How many applications each reviewer is assigned to."""
    load: dict[str, int] = {}
    for app_id in sorted(desk._apps):
        for reviewer in desk.get(app_id).reviewers:
            load[reviewer.name] = load.get(reviewer.name, 0) + 1
    return dict(sorted(load.items()))


def missing_reviews(desk) -> list[tuple[str, int]]:
    """Applications that still lack reviews: (id, number still needed)."""
    need = desk.call.min_reviews
    out = []
    for app_id in sorted(desk._apps):
        have = len(desk.get(app_id).scores)
        if have < need:
            out.append((app_id, need - have))
    return out


def check_ready(desk) -> None:
    short = missing_reviews(desk)
    if short:
        raise GrantError(f"not every application has enough reviews: {short}")
