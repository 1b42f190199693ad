"""The cellar: bottles in racks, who took what, and the history of every movement."""

from dataclasses import dataclass

from .bottles import Bottle
from .errors import CellarError, Denied
from .members import Member, may_take, require
from .racks import Rack
from .windows import READY, status


@dataclass(frozen=True)
class Movement:
    year: int
    bottle_id: str
    member: str
    action: str  # "in", "out", "served" or "moved"
    place: str


class Cellar:
    def __init__(self, name: str = "main", racks: dict[str, tuple[int, int]] | None = None):
        self.name = name
        self._racks = {r: Rack(r, rows, cols) for r, (rows, cols) in (racks or {"R": (4, 6)}).items()}
        self._bottles: dict[str, Bottle] = {}
        self._places: dict[str, str] = {}
        self._history: list[Movement] = []

    def _place(self, place: str | None) -> tuple[Rack, str]:
        if place is None:
            for rack in self._racks.values():
                slot = rack.next_free()
                if slot is not None:
                    return rack, slot
            raise CellarError("the cellar is full")
        rack_name, _, slot = place.partition("/")
        if rack_name not in self._racks or not slot:
            raise CellarError(f"bad place: {place!r} (want rack/slot, e.g. R/A1)")
        return self._racks[rack_name], slot

    def add(self, member: Member, bottle: Bottle, year: int, place: str | None = None) -> str:
        """Put a bottle into the cellar (the next free slot unless a place is given). Members
        stock their own bottles; club bottles are stocked by stewards."""
        require(member, "stock")
        if bottle.owner != member.name and member.role not in ("steward", "admin"):
            raise Denied(f"{member.name} may only stock their own bottles")
        if bottle.id in self._bottles:
            raise CellarError(f"bottle {bottle.id} is in the cellar already")
        rack, slot = self._place(place)
        slot = rack.put(slot, bottle.id)
        self._bottles[bottle.id] = bottle
        self._places[bottle.id] = f"{rack.name}/{slot}"
        self._history.append(Movement(year, bottle.id, member.name, "in", self._places[bottle.id]))
        return self._places[bottle.id]

    def bottle(self, bottle_id: str) -> Bottle:
        try:
            return self._bottles[bottle_id]
        except KeyError:
            raise CellarError(f"no bottle {bottle_id} in the cellar") from None

    def place_of(self, bottle_id: str) -> str:
        self.bottle(bottle_id)
        return self._places[bottle_id]

    def _remove(self, member: Member, bottle_id: str, year: int, action: str) -> Bottle:
        bottle = self.bottle(bottle_id)
        place = self._places.pop(bottle_id)
        rack_name, _, slot = place.partition("/")
        self._racks[rack_name].take(slot)
        del self._bottles[bottle_id]
        self._history.append(Movement(year, bottle_id, member.name, action, place))
        return bottle

    def withdraw(self, member: Member, bottle_id: str, year: int) -> Bottle:
        """Take a bottle out of the cellar."""
        require(member, "take")
        if not may_take(member, self.bottle(bottle_id), self.name):
            raise Denied(f"{member.name} may not take bottle {bottle_id}")
        return self._remove(member, bottle_id, year, "out")

    def serve(self, member: Member, bottle_id: str, year: int) -> Bottle:
        """A steward serves a club bottle at a tasting; it must be in its drinking window."""
        require(member, "serve")
        bottle = self.bottle(bottle_id)
        if not may_take(member, bottle, self.name):
            raise Denied(f"{member.name} may not serve bottle {bottle_id}")
        if status(bottle, year) != READY:
            raise CellarError(f"bottle {bottle_id} is {status(bottle, year)} in {year}")
        return self._remove(member, bottle_id, year, "served")

    def move(self, member: Member, bottle_id: str, place: str, year: int) -> str:
        require(member, "stock")
        bottle = self.bottle(bottle_id)
        if bottle.owner != member.name and member.role not in ("steward", "admin"):
            raise Denied(f"{member.name} may not move bottle {bottle_id}")
        rack, slot = self._place(place)
        slot = rack.put(slot, bottle_id)
        old_rack, _, old_slot = self._places[bottle_id].partition("/")
        self._racks[old_rack].take(old_slot)
        self._places[bottle_id] = f"{rack.name}/{slot}"
        self._history.append(Movement(year, bottle_id, member.name, "moved", self._places[bottle_id]))
        return self._places[bottle_id]

    def bottles(self) -> list[Bottle]:
        """Every bottle in the cellar, in the order they came in (a new list)."""
        return list(self._bottles.values())

    def takeable(self, member: Member) -> list[Bottle]:
        """The bottles `member` may take out."""
        return [b for b in self._bottles.values()
                if member.role == "admin"
                or (member.cellar == self.name and (b.owner == member.name if b.owner else member.role == "steward"))]

    def find(self, region: str | None = None, colour: str | None = None, owner: str | None = None) -> list[Bottle]:
        """Bottles matching every given field (owner="club" finds the club bottles)."""
        out = []
        for b in self._bottles.values():
            if region is not None and b.region.lower() != region.lower():
                continue
            if colour is not None and b.colour != colour:
                continue
            if owner is not None and (b.owner or "club") != owner:
                continue
            out.append(b)
        return out

    def history(self, bottle_id: str | None = None) -> list[Movement]:
        return [m for m in self._history if bottle_id is None or m.bottle_id == bottle_id]
