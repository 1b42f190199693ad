"""The ascent log: who climbed which route, how and when."""

from dataclasses import dataclass

from .errors import NotFound, PermissionDenied, RouteError
from .members import Member, may_log_for, require
from .routes import RouteBook

STYLES = ("flash", "redpoint", "repeat")


@dataclass(frozen=True)
class Ascent:
    climber: str
    route_id: int
    style: str
    day: int

    def __post_init__(self):
        if self.style not in STYLES:
            raise RouteError(f"unknown style: {self.style!r}")


class AscentLog:
    def __init__(self, routes: RouteBook):
        self.routes = routes
        self.entries: list[Ascent] = []

    def _check(self, ascent: Ascent, earlier: list[Ascent]) -> None:
        route = self.routes.get(ascent.route_id)
        if route.retired:
            raise RouteError(f"route {route.id} is retired")
        if ascent.day < route.day:
            raise RouteError("an ascent cannot come before the route was set")
        if ascent.style == "flash" and any(
            a.climber == ascent.climber and a.route_id == ascent.route_id for a in earlier
        ):
            raise RouteError("a flash must be the first ascent of the route")

    def log(self, actor: Member, ascent: Ascent) -> Ascent:
        if not may_log_for(actor, ascent.climber):
            raise PermissionDenied(f"{actor.name} may not log ascents for {ascent.climber}")
        self._check(ascent, self.entries)
        self.entries.append(ascent)
        return ascent

    def log_session(
        self, actor: Member, climber: str, route_ids: list[int], day: int, style: str = "redpoint"
    ) -> list[Ascent]:
        """Log one climber's ascents of several routes on one day: all of them or none."""
        if not may_log_for(actor, climber):
            raise PermissionDenied(f"{actor.name} may not log ascents for {climber}")
        ascents = [Ascent(climber, rid, style, day) for rid in route_ids]
        seen = list(self.entries)
        for ascent in ascents:
            self._check(ascent, seen)
            seen.append(ascent)
        self.entries.extend(ascents)
        return ascents

    def remove(self, actor: Member, index: int) -> Ascent:
        require(actor, "remove-ascent")
        try:
            return self.entries.pop(index)
        except IndexError:
            raise NotFound(f"no ascent {index}") from None

    def of(self, climber: str) -> list[Ascent]:
        return [a for a in self.entries if a.climber == climber]

    def on(self, route_id: int) -> list[Ascent]:
        return [a for a in self.entries if a.route_id == route_id]
