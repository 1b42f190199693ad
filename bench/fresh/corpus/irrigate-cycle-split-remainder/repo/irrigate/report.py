"""Plain-text summaries of a plan."""


def totals(plan) -> dict:
    return {
        "zones": len(plan),
        "minutes": sum(e.minutes for e in plan),
        "litres": round(sum(e.litres for e in plan), 1),
        "cycles": sum(len(e.cycles) for e in plan),
    }


def render(plan, title: str = "Watering plan") -> str:
    lines = [title, "=" * len(title)]
    if not plan:
        lines.append("nothing to water")
    for entry in plan:
        lines.append(entry.describe())
    t = totals(plan)
    lines.append(f"{t['zones']} zone(s), {t['minutes']} min, {t['litres']} L")
    return "\n".join(lines)


def weekly(plans: dict) -> dict:
    """Totals of several days' plans (a mapping of day name to plan), and of the whole week."""
    days = {day: totals(plan) for day, plan in plans.items()}
    week = {"zones": 0, "minutes": 0, "litres": 0.0, "cycles": 0}
    for t in days.values():
        for key in week:
            week[key] += t[key]
    week["litres"] = round(week["litres"], 1)
    return {"days": days, "week": week}
