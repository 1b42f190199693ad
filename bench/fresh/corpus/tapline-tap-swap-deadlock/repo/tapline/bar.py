"""The bar facade used by the tills."""

import itertools
import threading
from dataclasses import dataclass

from .errors import PermissionDenied, ValidationError
from .kegs import Keg
from .staff import may
from .tally import PourTally
from .taps import TapBoard
from .waiting import KegWait

SIZES = {"taster": 150, "half": 284, "pint": 568}


@dataclass(frozen=True)
class Pour:
    pour_id: int
    tap_id: str
    beer: str
    ml: int
    by: str
    comped: bool
    at: float


class Bar:
    def __init__(self, name: str, clock):
        self.name = name
        self.clock = clock
        self.board = TapBoard(clock)
        self.waits = KegWait()
        self.tally = PourTally(clock)
        self._ids = itertools.count(1)
        self._pours: dict[int, Pour] = {}
        self._voided: set[int] = set()
        self._lock = threading.Lock()

    def _require(self, staff, action: str) -> None:
        if not may(staff, action, self.name):
            raise PermissionDenied(f"{staff.name} may not {action} at {self.name}")

    @staticmethod
    def _ml(size) -> int:
        if isinstance(size, int) and size > 0:
            return size
        if size in SIZES:
            return SIZES[size]
        raise ValidationError(f"unknown size {size!r}")

    def new_keg(self, keg_id: str, beer: str, size_ml: int) -> Keg:
        return Keg(keg_id, beer, size_ml, self.clock)

    def _serve(self, staff, tap_id: str, size, comped: bool) -> Pour:
        ml = self._ml(size)
        keg, _ = self.board.pour(tap_id, ml)
        self.tally.record(tap_id, keg.beer, ml, comped)
        with self._lock:
            pour = Pour(next(self._ids), tap_id, keg.beer, ml, staff.name, comped, self.clock.now())
            self._pours[pour.pour_id] = pour
        return pour

    def pour(self, staff, tap_id: str, size) -> Pour:
        self._require(staff, "pour")
        return self._serve(staff, tap_id, size, comped=False)

    def comp(self, staff, tap_id: str, size) -> Pour:
        self._require(staff, "comp")
        return self._serve(staff, tap_id, size, comped=True)

    def void(self, staff, pour_id: int) -> Pour:
        self._require(staff, "void")
        with self._lock:
            pour = self._pours.get(pour_id)
            if pour is None or pour_id in self._voided:
                raise ValidationError(f"no pour {pour_id} to void")
            self._voided.add(pour_id)
        self.tally.unrecord(pour.tap_id, pour.beer, pour.ml, pour.comped)
        return pour

    def change_keg(self, staff, tap_id: str, keg: Keg):
        self._require(staff, "change_keg")
        old = self.board.change_keg(tap_id, keg)
        self.waits.changed()
        return old

    def swap_taps(self, staff, a: str, b: str) -> None:
        self._require(staff, "swap")
        self.board.swap(a, b)
        self.waits.changed()

    def wait_and_pour(self, staff, tap_id: str, size, timeout: float = 1.0) -> Pour | None:
        """Pour as soon as the tap can give `size`; None when it cannot within `timeout`."""
        self._require(staff, "pour")
        ml = self._ml(size)

        def ready():
            keg = self.board.keg_on(tap_id)
            return keg is not None and keg.remaining >= ml

        if not self.waits.wait_for(ready, timeout):
            return None
        return self._serve(staff, tap_id, size, comped=False)

    def pours(self, include_voided: bool = False) -> list[Pour]:
        with self._lock:
            return [p for i, p in sorted(self._pours.items()) if include_voided or i not in self._voided]

    def closing_report(self) -> dict:
        """End of the day: pours per member of staff, ml per beer, comped ml, keg levels."""
        by_staff: dict[str, int] = {}
        for pour in self.pours():
            by_staff[pour.by] = by_staff.get(pour.by, 0) + 1
        levels = {}
        for tap_id in self.board.tap_ids():
            keg = self.board.keg_on(tap_id)
            levels[tap_id] = None if keg is None else round(keg.level(), 3)
        snap = self.tally.snapshot()
        return {
            "pours_by_staff": dict(sorted(by_staff.items())),
            "ml": dict(sorted(snap["ml"].items())),
            "comped_ml": snap["comped_ml"],
            "levels": levels,
        }

    def close(self) -> None:
        self.waits.close()
