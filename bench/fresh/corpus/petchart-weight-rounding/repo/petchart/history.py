"""Visit and weight histories of a chart. These read the chart; they never change it."""

from .chart import Chart, Visit


def visits_by_date(chart: Chart, newest_first: bool = True) -> list[Visit]:
    """The visits ordered by date and time."""
    return sorted(chart.visits, key=lambda v: (v.date, v.time), reverse=newest_first)


def visits_seen_by(chart: Chart, name: str) -> list[Visit]:
    """The visits one member of staff saw, oldest first."""
    return sorted((v for v in chart.visits if v.seen_by == name), key=lambda v: (v.date, v.time))


def weight_history(chart: Chart) -> list[tuple[str, int]]:
    """(date, grams) entries, oldest first; entries of one day keep the order they were made."""
    return sorted(chart.animal.weights, key=lambda entry: entry[0])


def weight_trend(chart: Chart) -> float | None:
    """Change in percent from the first to the last weighing (None with fewer than two)."""
    from .weights import change_percent

    history = weight_history(chart)
    if len(history) < 2:
        return None
    return change_percent(history[0][1], history[-1][1])
