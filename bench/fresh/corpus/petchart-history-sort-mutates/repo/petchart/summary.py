"""A one-page patient summary."""

from .chart import Chart
from .history import visits_by_date, weight_history, weight_trend
from .weights import format_weight


def patient_summary(chart: Chart) -> dict:
    a = chart.animal
    visits = visits_by_date(chart)
    weights = weight_history(chart)
    return {
        "patient": f"{a.name} ({a.species}, owner {a.owner})",
        "weight": format_weight(a.current_weight) if a.current_weight else "not weighed",
        "weighings": len(weights),
        "trend": weight_trend(chart),
        "last_visit": visits[0].date if visits else None,
        "visits": len(visits),
        "active": [f"{p.drug} {p.dose_mg} mg x{p.times_per_day} for {p.days} d" for p in chart.active_prescriptions()],
    }


def owner_letter(chart: Chart, practice: str = "Riverside Vets") -> str:
    """A short plain-text note for the owner about current medication."""
    a = chart.animal
    lines = [f"Dear {a.owner},", "", f"{a.name} is currently prescribed:"]
    active = chart.active_prescriptions()
    if not active:
        lines.append("  nothing.")
    for p in active:
        times = "once" if p.times_per_day == 1 else f"{p.times_per_day} times"
        lines.append(f"  - {p.drug}: {p.dose_mg} mg {times} a day for {p.days} days")
    lines += ["", f"Kind regards, {practice}"]
    return "\n".join(lines)
