"""Week summaries."""

from .hours import night_minutes
from .rules import overtime, week_hours


def member_week(roster, name):
    shifts = roster.shifts_of(name)
    return {
        "hours": week_hours(shifts),
        "overtime": overtime(shifts, roster.rules),
        "night_hours": sum(night_minutes(s.start_at, s.end_at) for s in shifts) / 60,
        "shifts": [s.label() for s in shifts],
    }


def open_slots(roster):
    """Shift id -> slots still free, for shifts that are not full, in start order."""
    shifts = sorted(roster._shifts.values(), key=lambda s: s.start_at)
    result = {}
    for s in shifts:
        free = s.slots - len(roster.crew_on(s.id))
        if free > 0:
            result[s.id] = free
    return result


def week_summary(roster, crew=None):
    names = [n for n, m in sorted(roster._members.items()) if crew is None or m.crew == crew]
    members = {n: member_week(roster, n) for n in names}
    return {
        "members": members,
        "total_hours": sum(m["hours"] for m in members.values()),
        "open": open_slots(roster),
    }


def format_summary(summary):
    lines = []
    for name, week in summary["members"].items():
        line = f"{name}: {week['hours']:g} h"
        if week["overtime"]:
            line += f" ({week['overtime']:g} h overtime)"
        if week["night_hours"]:
            line += f", {week['night_hours']:g} h at night"
        lines.append(line)
    for sid, free in summary["open"].items():
        lines.append(f"open: {sid} x{free}")
    return "\n".join(lines)
