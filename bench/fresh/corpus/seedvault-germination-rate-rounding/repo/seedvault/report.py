"""Stock reports: one row per lot, the regeneration list and a summary."""

from .germination import latest_rate, pooled_rate
from .lots import sort_key
from .policy import due_for_retest, needs_regeneration


def stock_report(lots, policy, year: int) -> list[dict]:
    """Rows sorted by species then lot id. The caller's list and lots are left as they are."""
    rows = []
    for lot in sorted(lots, key=sort_key):
        rows.append(
            {
                "lot": lot.lot_id,
                "species": lot.species,
                "project": lot.project,
                "seeds": lot.seeds,
                "available": lot.available,
                "rate": latest_rate(lot),
                "retest": due_for_retest(lot, policy, year),
            }
        )
    return rows


def regeneration_list(lots, policy) -> list[str]:
    """Lots to grow out again, weakest first: untested lots, then by rate, then by stock."""
    due = []
    for lot in lots:
        r = latest_rate(lot)
        if r is None or r < policy.viability_threshold or lot.seeds < policy.min_seeds:
            due.append((r is not None, r or 0.0, lot.seeds, lot.lot_id))
    return [lot_id for *_, lot_id in sorted(due)]


def summary(lots) -> dict:
    """Totals over the given lots; `mean_rate` is the mean of latest rates of tested lots."""
    lots = list(lots)
    by_project: dict[str, int] = {}
    for lot in lots:
        by_project[lot.project] = by_project.get(lot.project, 0) + lot.available
    rates = [r for r in (latest_rate(lot) for lot in lots) if r is not None]
    mean = None
    if rates:
        from .germination import round_rate

        mean = round_rate(sum(rates) / len(rates))
    return {
        "lots": len(lots),
        "seeds": sum(lot.seeds for lot in lots),
        "available": sum(lot.available for lot in lots),
        "by_project": dict(sorted(by_project.items())),
        "mean_rate": mean,
        "pooled_rate": pooled_rate(t for lot in lots for t in lot.tests),
    }


def project_report(lots, policy) -> dict[str, dict]:
    """Per project: number of lots, seeds, available seeds and lots that need regeneration."""
    out: dict[str, dict] = {}
    for lot in lots:
        row = out.setdefault(lot.project, {"lots": 0, "seeds": 0, "available": 0, "regenerate": 0})
        row["lots"] += 1
        row["seeds"] += lot.seeds
        row["available"] += lot.available
        if needs_regeneration(lot, policy):
            row["regenerate"] += 1
    return dict(sorted(out.items()))
