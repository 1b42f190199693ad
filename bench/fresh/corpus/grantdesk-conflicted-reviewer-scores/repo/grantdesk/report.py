"""Reports of a call."""


def standings_table(entries) -> str:
    rows = [f"{'#':>2} {'id':<5} {'avg':>5} {'band':<8} {'total':>7}  title"]
    for n, e in enumerate(entries, 1):
        rows.append(f"{n:>2} {e.id:<5} {e.average:>5.2f} {e.band:<8} {e.total:>7}  {e.title}")
    return "\n".join(rows)


def bands(entries) -> dict[str, list[str]]:
    out = {"fund": [], "reserve": [], "decline": []}
    for e in entries:
        out[e.band].append(e.id)
    return out


def money_summary(funded, money: int) -> str:
    spent = sum(e.total for e in funded)
    return f"{len(funded)} funded, {spent} of {money} euros, {money - spent} left"


def category_table(desk) -> str:
    """Direct costs asked per budget category over all applications, and the overhead."""
    from .budget import by_category, overhead
    from .calls import CATEGORIES

    sums = {c: 0 for c in CATEGORIES}
    extra = 0
    for app_id in sorted(desk._apps):
        app = desk.get(app_id)
        for category, euros in by_category(app.lines).items():
            sums[category] += euros
        extra += overhead(app.lines, desk.call.overhead_percent)
    rows = [f"{c:<12} {v:>8}" for c, v in sums.items() if v]
    rows.append(f"{'overhead':<12} {extra:>8}")
    rows.append(f"{'total':<12} {sum(sums.values()) + extra:>8}")
    return "\n".join(rows)


def institutions(desk) -> dict[str, int]:
    """Applications per institution (as written by the first applicant from it)."""
    out: dict[str, int] = {}
    seen: dict[str, str] = {}
    for app_id in sorted(desk._apps):
        inst = desk.get(app_id).applicant.institution
        key = inst.strip().casefold()
        name = seen.setdefault(key, inst.strip())
        out[name] = out.get(name, 0) + 1
    return out
