"""Rest and working-hours rules."""

from dataclasses import dataclass


@dataclass(frozen=True)
class Rules:
    min_rest_hours: float = 11
    max_week_hours: float = 48
    standard_week_hours: float = 40


def overlaps(a, b):
    return a.start_at < b.end_at and b.start_at < a.end_at


def rest_hours(before, after):
    """Hours from the end of `before` to the start of `after`."""
    return (after.start_at - before.end_at) / 60


def rest_problems(shifts, new, rules):
    """Why `new` cannot join a member's `shifts` because of overlaps or short rest."""
    problems = []
    for s in shifts:
        if overlaps(s, new):
            problems.append(f"overlaps {s.id}")
            continue
        gap = rest_hours(s, new) if s.start_at < new.start_at else rest_hours(new, s)
        if gap < rules.min_rest_hours:
            problems.append(f"only {gap:g} h rest next to {s.id}")
    return problems


def week_hours(shifts):
    return sum(s.hours for s in shifts)


def overtime(shifts, rules):
    return max(0.0, week_hours(shifts) - rules.standard_week_hours)


def hours_problems(shifts, new, rules):
    total = week_hours(shifts) + new.hours
    if total > rules.max_week_hours:
        return [f"{total:g} h in the week is more than {rules.max_week_hours:g} h"]
    return []
