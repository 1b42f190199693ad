"""The registry: samples, boxes, custody and the audit trail, with permission checks."""

from datetime import date

from .aliquot import check_draw
from .custody import CustodyLog
from .errors import LabError
from .freezer import Box
from .retention import due_for_disposal
from .samples import Sample, format_id
from .users import User, require


class Registry:
    def __init__(self, today: date):
        self.today = today
        self.samples: dict[str, Sample] = {}
        self.boxes: dict[str, Box] = {}
        self.custody = CustodyLog()
        self.audit: list[str] = []
        self._next = 1

    def _get(self, sample_id: str) -> Sample:
        if sample_id not in self.samples:
            raise LabError(f"no sample {sample_id}")
        return self.samples[sample_id]

    def _log(self, user: User, text: str) -> None:
        self.audit.append(f"{self.today.isoformat()} {user.name}: {text}")

    def register(self, user: User, kind: str, volume: float, collected: date, parent: str | None = None) -> Sample:
        require(user, "register", user.group)
        sample = Sample(format_id(self.today.year, self._next), kind, volume, collected, user.group, parent)
        self._next += 1
        self.samples[sample.id] = sample
        self.custody.record(sample.id, self.today, "", user.name, "registered")
        self._log(user, f"registered {sample.id}")
        return sample

    def store(self, user: User, sample_id: str, box: str = "box-1", position: str | None = None) -> str:
        sample = self._get(sample_id)
        require(user, "store", sample.group)
        target = self.boxes.setdefault(box, Box(box))
        position = position or target.next_free()
        if position is None:
            raise LabError(f"{box} is full")
        if sample.location:
            self.boxes[sample.location[0]].remove(sample.location[1])
        target.place(sample_id, position)
        sample.location, sample.status = (box, position), "stored"
        self._log(user, f"stored {sample_id} in {box} {position}")
        return position

    def aliquot(self, user: User, sample_id: str, count: int, each: float, use_all: bool = False) -> list[Sample]:
        parent = self._get(sample_id)
        require(user, "aliquot", parent.group)
        if parent.status == "disposed":
            raise LabError(f"{sample_id} is disposed")
        parent.volume_ul = check_draw(parent.volume_ul, count, each, use_all)
        children = []
        for _ in range(count):
            child = Sample(format_id(self.today.year, self._next), parent.kind, each, parent.collected, parent.group, parent.id)
            self._next += 1
            self.samples[child.id] = child
            children.append(child)
        self._log(user, f"drew {count} x {each} ul from {sample_id}")
        return children

    def transfer(self, user: User, sample_id: str, to: User) -> None:
        sample = self._get(sample_id)
        require(user, "transfer", sample.group)
        self.custody.record(sample_id, self.today, self.custody.holder(sample_id) or "", to.name)
        self._log(user, f"handed {sample_id} to {to.name}")

    def dispose(self, user: User, sample_id: str) -> None:
        sample = self._get(sample_id)
        require(user, "dispose", sample.group)
        if sample.status == "disposed":
            raise LabError(f"{sample_id} is already disposed")
        if sample.location:
            self.boxes[sample.location[0]].remove(sample.location[1])
            sample.location = None
        sample.status = "disposed"
        self._log(user, f"disposed of {sample_id}")

    def children(self, sample_id: str) -> list[str]:
        """Ids of the aliquots drawn from a sample."""
        self._get(sample_id)
        return sorted(s.id for s in self.samples.values() if s.parent == sample_id)

    def of_group(self, group: str, kept_only: bool = True) -> list[str]:
        return sorted(s.id for s in self.samples.values()
                      if s.group == group and not (kept_only and s.status == "disposed"))

    def due(self) -> list[str]:
        return due_for_disposal(self.samples.values(), self.today)
