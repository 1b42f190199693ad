"""Tracks: an ordered list of points."""

from .errors import TrailError
from .points import Point

CLIMB_THRESHOLD_M = 5.0


class Track:
    def __init__(self, points: list[Point]):
        if len(points) < 2:
            raise TrailError("a track needs at least two points")
        self.points = list(points)

    def __len__(self) -> int:
        return len(self.points)

    def length_km(self) -> float:
        return sum(a.distance_km(b) for a, b in zip(self.points, self.points[1:]))

    def elevations(self) -> list[float]:
        return [p.ele for p in self.points]

    def ascent(self, threshold: float = CLIMB_THRESHOLD_M) -> float:
        """Metres climbed. Changes smaller than `threshold` (GPS noise) are not counted until
        they add up to the threshold."""
        eles = self.elevations()
        total, base = 0.0, eles[0]
        for e in eles[1:]:
            if e - base >= threshold:
                total += e - base
                base = e
            elif base - e >= threshold:
                base = e
        return round(total, 1)

    def descent(self, threshold: float = CLIMB_THRESHOLD_M) -> float:
        """Metres descended, with the same noise threshold as `ascent`."""
        eles = self.elevations()
        total, base = 0.0, eles[0]
        for e in eles[1:]:
            if base - e >= threshold:
                total += base - e
                base = e
            elif e - base >= threshold:
                base = e
        return round(total, 1)

    def profile(self) -> list[tuple[float, float]]:
        """(km from the start, elevation) of every point, km to three decimals."""
        out, run = [(0.0, self.points[0].ele)], 0.0
        for a, b in zip(self.points, self.points[1:]):
            run += a.distance_km(b)
            out.append((round(run, 3), b.ele))
        return out

    def simplify(self, min_km: float) -> "Track":
        """A new track without points closer than `min_km` to the last kept one; the last
        point is always kept."""
        kept = [self.points[0]]
        for p in self.points[1:-1]:
            if kept[-1].distance_km(p) >= min_km:
                kept.append(p)
        kept.append(self.points[-1])
        return Track(kept)

    def lowest(self) -> Point:
        return min(self.points, key=lambda p: p.ele)

    def highest(self) -> Point:
        return max(self.points, key=lambda p: p.ele)

    def reversed(self) -> "Track":
        """A new track running the other way; this track is left as it is."""
        points = list(self.points)
        points.reverse()
        return Track(points)

    def split(self, km: float) -> tuple["Track", "Track"]:
        """Two tracks, the first ending at the first point at least `km` from the start."""
        run = 0.0
        for i in range(1, len(self.points)):
            run += self.points[i - 1].distance_km(self.points[i])
            if run >= km:
                if i == len(self.points) - 1:
                    break
                return Track(self.points[: i + 1]), Track(self.points[i:])
        raise TrailError(f"track is shorter than {km} km")
