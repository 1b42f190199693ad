"""Grouping rows by key columns and aggregating groups."""

from __future__ import annotations

from .stats import get_aggregator


def group_key(row: dict, by):
    """The grouping key of *row*: a value for one column, a tuple for several."""
    if isinstance(by, str):
        return row[by]
    return tuple(row[col] for col in by)


def group_by(rows: list[dict], by) -> dict:
    """Group *rows* by column(s) *by*, preserving first-seen key order."""
    groups: dict = {}
    for row in rows:
        groups.setdefault(group_key(row, by), []).append(row)
    return groups


def aggregate(rows: list[dict], by, field: str, func: str = "sum") -> list[tuple]:
    """Aggregate *field* per group; returns ``[(key, value), ...]`` sorted by key."""
    agg = get_aggregator(func)
    groups = group_by(rows, by)
    return [(key, agg([row[field] for row in groups[key]])) for key in sorted(groups)]


def summarize(table, by, specs: dict[str, str]) -> tuple[list[str], list[list]]:
    """Build a report: one row per group with one column per ``field: func`` spec.

    Returns ``(columns, rows)`` ready for :func:`csvreport.render.render_table`.
    """
    keys = [by] if isinstance(by, str) else list(by)
    columns = keys + [f"{field}_{func}" for field, func in specs.items()]
    groups = group_by(table.rows, by)
    out = []
    for key in sorted(groups):
        parts = list(key) if isinstance(key, tuple) else [key]
        values = [get_aggregator(func)([r[field] for r in groups[key]]) for field, func in specs.items()]
        out.append(parts + values)
    return columns, out


def top_n(results: list[tuple], n: int, descending: bool = True) -> list[tuple]:
    """The *n* ``(key, value)`` results with the largest (or smallest) values."""
    present = [r for r in results if r[1] is not None]
    return sorted(present, key=lambda r: r[1], reverse=descending)[:n]
