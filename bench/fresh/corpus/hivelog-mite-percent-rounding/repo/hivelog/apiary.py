"""An operation's colonies, records, harvests, merges and splits."""

from .colonies import FRAMES_PER_BOX, Colony
from .dates import parse_day
from .errors import InvalidRecord, NotFound
from .inspections import InspectionLog
from .treatments import TreatmentBook


class Apiary:
    def __init__(self, name):
        self.name = name
        self._colonies = {}
        self.inspections = InspectionLog()
        self.treatments = TreatmentBook()
        self.harvests = []
        self.history = []

    def add_colony(self, colony):
        if colony.id in self._colonies:
            raise InvalidRecord(f"colony {colony.id} exists")
        self._colonies[colony.id] = colony

    def colony(self, colony_id):
        try:
            return self._colonies[colony_id]
        except KeyError:
            raise NotFound(f"no colony {colony_id}") from None

    def colonies(self, yard=None):
        return sorted(c for c, col in self._colonies.items() if yard is None or col.yard == yard)

    def inspect(self, inspection):
        colony = self.colony(inspection.colony)
        if inspection.frames > colony.boxes * FRAMES_PER_BOX:
            raise InvalidRecord(f"{inspection.frames} frames do not fit colony {colony.id}")
        self.inspections.add(inspection)
        colony.frames = self.inspections.latest(colony.id).frames

    def treat(self, treatment):
        self.colony(treatment.colony)
        self.treatments.add(treatment)

    def harvest(self, colony_id, day, kg):
        self.colony(colony_id)
        if kg <= 0:
            raise InvalidRecord("a harvest weighs more than 0 kg")
        if not self.treatments.can_harvest(colony_id, day):
            raise InvalidRecord(f"colony {colony_id} is in a treatment withdrawal period")
        self.harvests.append((colony_id, parse_day(day), kg))

    def harvested(self, colony_id=None):
        return sum(kg for c, _, kg in self.harvests if colony_id is None or c == colony_id)

    def merge(self, weak_id, strong_id, day):
        """Unite the weak colony into the strong one; the weak colony is gone afterwards."""
        weak, strong = self.colony(weak_id), self.colony(strong_id)
        if weak_id == strong_id:
            raise InvalidRecord("a colony cannot be merged into itself")
        if weak.yard != strong.yard:
            raise InvalidRecord("merged colonies must stand in the same yard")
        frames = weak.frames + strong.frames
        if frames > strong.boxes * FRAMES_PER_BOX:
            raise InvalidRecord(f"{frames} frames do not fit colony {strong_id}")
        strong.frames = frames
        if strong.queen_year is None:
            strong.queen_year = weak.queen_year
        del self._colonies[weak_id]
        self.history.append(("merge", parse_day(day), weak_id, strong_id))

    def split(self, colony_id, new_id, frames, day, boxes=1):
        """Take `frames` frames of bees from a colony into a new queenless colony."""
        source = self.colony(colony_id)
        if new_id in self._colonies:
            raise InvalidRecord(f"colony {new_id} exists")
        if not 0 < frames < source.frames:
            raise InvalidRecord(f"cannot take {frames} of {source.frames} frames")
        if frames > boxes * FRAMES_PER_BOX:
            raise InvalidRecord(f"{frames} frames do not fit {boxes} box(es)")
        source.frames -= frames
        self._colonies[new_id] = Colony(new_id, source.yard, frames, boxes)
        self.history.append(("split", parse_day(day), colony_id, new_id))
