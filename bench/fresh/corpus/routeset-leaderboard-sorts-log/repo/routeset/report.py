"""Plain-text route cards and wall reports."""

from .ascents import AscentLog
from .grades import format_v, is_advanced, to_french
from .routes import Route, RouteBook


def route_card(route: Route) -> str:
    """'#3 cave blue V5 / 6c (advanced) by sam' plus ' - spotter' for advanced routes."""
    card = (
        f"#{route.id} {route.wall} {route.colour} {format_v(route.v)} / {to_french(route.v)} "
        f"({route.band}) by {route.setter}"
    )
    if is_advanced(route.v):
        card += " - spotter"
    if route.retired:
        card += " [retired]"
    return card


def wall_report(routes: RouteBook, log: AscentLog, wall: str) -> list[str]:
    lines = [f"== {wall} =="]
    for route in sorted(routes.active(wall), key=lambda r: (r.v, r.id)):
        sends = len({a.climber for a in log.on(route.id)})
        lines.append(f"{route_card(route)}: {sends} climber(s)")
    return lines


def band_counts(routes: RouteBook) -> dict[str, int]:
    counts: dict[str, int] = {}
    for route in routes.active():
        counts[route.band] = counts.get(route.band, 0) + 1
    return counts


def setter_report(routes: RouteBook, log: AscentLog) -> list[str]:
    """One line per setter: active routes, their grade range and how many ascents they got."""
    lines = []
    setters = sorted({r.setter for r in routes.active()})
    for setter in setters:
        mine = [r for r in routes.active() if r.setter == setter]
        low, high = min(r.v for r in mine), max(r.v for r in mine)
        ascents = sum(len(log.on(r.id)) for r in mine)
        grade_range = format_v(low) if low == high else f"{format_v(low)}-{format_v(high)}"
        lines.append(f"{setter}: {len(mine)} route(s), {grade_range}, {ascents} ascent(s)")
    return lines
