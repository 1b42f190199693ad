"""Colony cards and yard summaries."""

from .dates import days_between, parse_day
from .mites import level, mite_percent, pooled_percent


class MiteBook:
    """Alcohol-wash results per colony."""

    def __init__(self):
        self._washes = {}

    def record(self, colony, day, mites, bees):
        mite_percent(mites, bees)
        self._washes.setdefault(colony, []).append((parse_day(day), mites, bees))

    def last(self, colony):
        washes = self._washes.get(colony)
        if not washes:
            return None
        day, mites, bees = max(washes, key=lambda w: w[0])
        return day, mite_percent(mites, bees)

    def yard_load(self, colonies):
        return pooled_percent((m, b) for c in colonies for _, m, b in self._washes.get(c, []))


def colony_card(apiary, mites, colony_id, today):
    colony = apiary.colony(colony_id)
    latest = apiary.inspections.latest(colony_id)
    wash = mites.last(colony_id)
    return {
        "colony": colony_id,
        "strength": colony.strength(),
        "frames": colony.frames,
        "last_inspection": latest.day.isoformat() if latest else None,
        "days_since": apiary.inspections.days_since(colony_id, today),
        "queen_seen": latest.queen_seen if latest else None,
        "mites": None if wash is None else {"percent": wash[1], "level": level(wash[1])},
        "honey_ok": apiary.treatments.can_harvest(colony_id, today),
        "harvested_kg": apiary.harvested(colony_id),
    }


def yard_summary(apiary, mites, yard, today):
    ids = apiary.colonies(yard)
    load = mites.yard_load(ids)
    return {
        "yard": yard,
        "colonies": len(ids),
        "frames": sum(apiary.colony(c).frames for c in ids),
        "mite_load": load,
        "mite_level": None if load is None else level(load),
        "overdue": apiary.inspections.overdue(ids, today),
        "blocked": [c for c in ids if not apiary.treatments.can_harvest(c, today)],
        "days_since_merge": [days_between(d, today) for kind, d, *_ in apiary.history if kind == "merge"],
    }


def format_card(card):
    """A colony card as a few lines of text."""
    lines = [f"{card['colony']}: {card['strength']}, {card['frames']} frames"]
    if card["last_inspection"] is None:
        lines.append("  never inspected")
    else:
        seen = "queen seen" if card["queen_seen"] else "queen not seen"
        lines.append(f"  inspected {card['last_inspection']} ({card['days_since']} days ago), {seen}")
    if card["mites"] is not None:
        lines.append(f"  mites {card['mites']['percent']:.1f} per 100 bees ({card['mites']['level']})")
    lines.append("  honey may be taken" if card["honey_ok"] else "  honey withdrawal period")
    if card["harvested_kg"]:
        lines.append(f"  harvested {card['harvested_kg']:g} kg")
    return "\n".join(lines)
