"""The route book: the boulders on the walls of one gym."""

from dataclasses import dataclass, replace

from .errors import NotFound, PermissionDenied, RouteError
from .grades import grade_band, parse_grade
from .members import Member, may_retire, require

WALLS = ("slab", "vertical", "cave", "roof", "arete")


@dataclass(frozen=True)
class Route:
    id: int
    wall: str
    v: int
    setter: str
    colour: str
    day: int
    retired: bool = False

    @property
    def band(self) -> str:
        return grade_band(self.v)


class RouteBook:
    def __init__(self, gym: str = "main"):
        self.gym = gym
        self._routes: dict[int, Route] = {}
        self._next = 1

    def add(self, setter: Member, wall: str, grade: str, colour: str, day: int) -> Route:
        require(setter, "set")
        if wall not in WALLS:
            raise RouteError(f"unknown wall: {wall!r}")
        if day < 0:
            raise RouteError("day must not be negative")
        route = Route(self._next, wall, parse_grade(grade), setter.name, colour, day)
        self._routes[route.id] = route
        self._next += 1
        return route

    def get(self, route_id: int) -> Route:
        try:
            return self._routes[route_id]
        except KeyError:
            raise NotFound(f"no route {route_id}") from None

    def retire(self, actor: Member, route_id: int) -> Route:
        route = self.get(route_id)
        if not may_retire(actor, route.setter, self.gym):
            raise PermissionDenied(f"{actor.name} may not retire route {route_id}")
        route = replace(route, retired=True)
        self._routes[route_id] = route
        return route

    def active(self, wall: str | None = None) -> list[Route]:
        return [r for r in self._routes.values() if not r.retired and wall in (None, r.wall)]

    def in_band(self, band: str) -> list[Route]:
        return [r for r in self.active() if r.band == band]

    def all(self) -> list[Route]:
        return list(self._routes.values())

    def by_setter(self, setter: str) -> list[Route]:
        return [r for r in self._routes.values() if r.setter == setter]

    def oldest_active(self, wall: str | None = None) -> Route | None:
        """The active route set longest ago (lowest id on equal days): the next to strip."""
        active = self.active(wall)
        return min(active, key=lambda r: (r.day, r.id)) if active else None
