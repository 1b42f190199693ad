"""Routes: named stages, each a track."""

from .errors import TrailError
from .timing import estimate_hours
from .track import Track


class Route:
    def __init__(self, stages: list[tuple[str, Track]]):
        if not stages:
            raise TrailError("a route needs at least one stage")
        names = [name for name, _ in stages]
        if len(set(names)) != len(names):
            raise TrailError("stage names must be unique")
        self.stages = list(stages)

    def names(self) -> list[str]:
        return [name for name, _ in self.stages]

    def stage(self, name: str) -> Track:
        for n, t in self.stages:
            if n == name:
                return t
        raise TrailError(f"no stage {name!r}")

    def length_km(self) -> float:
        return sum(t.length_km() for _, t in self.stages)

    def ascent(self) -> float:
        return round(sum(t.ascent() for _, t in self.stages), 1)

    def descent(self) -> float:
        return round(sum(t.descent() for _, t in self.stages), 1)

    def hours(self) -> float:
        return sum(estimate_hours(t) for _, t in self.stages)

    def reversed(self) -> "Route":
        """The route walked the other way: stages in reverse order, each track reversed.
        This route is left as it is."""
        return Route([(name, track.reversed()) for name, track in reversed(self.stages)])

    def longest_stage(self) -> str:
        """Name of the longest stage (the first of equals)."""
        best = max(self.stages, key=lambda st: round(st[1].length_km(), 6))
        return best[0]

    def with_stage(self, name: str, track: Track) -> "Route":
        """A new route with one more stage at the end."""
        return Route(self.stages + [(name, track)])

    def stages_over(self, km: float) -> list[str]:
        """Names of the stages at least `km` long, in route order."""
        return [name for name, t in self.stages if t.length_km() >= km]

    def days(self, max_hours: float) -> list[list[str]]:
        """Stages grouped into walking days of at most `max_hours` each (a longer stage is a
        day of its own), in route order."""
        if max_hours <= 0:
            raise TrailError("max_hours must be positive")
        out: list[list[str]] = []
        used = 0.0
        for name, track in self.stages:
            h = estimate_hours(track)
            if out and used + h <= max_hours:
                out[-1].append(name)
                used += h
            else:
                out.append([name])
                used = h
        return out
