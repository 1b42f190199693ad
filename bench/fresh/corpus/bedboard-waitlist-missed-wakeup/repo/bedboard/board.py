"""The bed board facade. Every method may be called from several threads at once."""

import threading
import time

from .beds import BedMap, ward_of
from .census import Census
from .errors import Invalid, NoBedFree, NotAllowed, UnknownPatient
from .staff import Staff, may
from .waitlist import Waitlist


class BedBoard:
    def __init__(self, wards: dict[str, int], staff: list[Staff], clock):
        # re-entrant: transfer() and evacuate() call the locked helpers while holding it
        self._lock = threading.RLock()
        self.beds = BedMap(wards)
        self.census = Census(clock)
        self.waitlist = Waitlist()
        self._staff = {s.name: s for s in staff}
        self._where: dict[str, str] = {}  # patient id -> bed

    def _member(self, name: str) -> Staff:
        try:
            return self._staff[name]
        except KeyError:
            raise NotAllowed(f"unknown staff member {name!r}") from None

    def _require(self, by: str, action: str, ward: str) -> None:
        if not may(self._member(by), action, ward):
            raise NotAllowed(f"{by} may not {action} on {ward}")

    def bed_of(self, patient: str) -> str:
        with self._lock:
            try:
                return self._where[patient]
            except KeyError:
                raise UnknownPatient(patient) from None

    def patients_on(self, ward: str) -> list[str]:
        with self._lock:
            return sorted(p for p, b in self._where.items() if ward_of(b) == ward)

    def _admit(self, patient: str, ward: str) -> str:
        with self._lock:
            if patient in self._where:
                raise Invalid(f"{patient} already has bed {self._where[patient]}")
            bed = self.beds.take(ward, patient)
            self._where[patient] = bed
            self.census.record_admission(ward)
            return bed

    def _discharge(self, patient: str) -> str:
        with self._lock:
            bed = self._where.pop(patient, None)
            if bed is None:
                raise UnknownPatient(patient)
            ward = ward_of(bed)
            self.beds.free(bed)
            self.census.record_discharge(ward)
        self.waitlist.release(ward)
        return bed

    def admit(self, patient: str, ward: str, by: str) -> str:
        self._require(by, "admit", ward)
        return self._admit(patient, ward)

    def discharge(self, patient: str, by: str) -> str:
        self._require(by, "discharge", ward_of(self.bed_of(patient)))
        return self._discharge(patient)

    def transfer(self, patient: str, to_ward: str, by: str) -> str:
        """Move a patient to a free bed on another ward, all at once or not at all."""
        with self._lock:
            if patient not in self._where:
                raise UnknownPatient(patient)
            from_ward = ward_of(self._where[patient])
            self._require(by, "transfer", from_ward)
            if from_ward == to_ward:
                raise Invalid(f"{patient} is already on {to_ward}")
            if self.beds.free_count(to_ward) == 0:
                raise NoBedFree(to_ward)
            self._discharge(patient)
            return self._admit(patient, to_ward)

    def evacuate(self, from_ward: str, to_ward: str, by: str) -> list[str]:
        """Transfer every patient of `from_ward` to `to_ward`; all of them or none."""
        self._require(by, "evacuate", from_ward)
        with self._lock:
            patients = sorted(p for p, b in self._where.items() if ward_of(b) == from_ward)
            if self.beds.free_count(to_ward) < len(patients):
                raise NoBedFree(to_ward)
            return [self.transfer(p, to_ward, by) for p in patients]

    def wait_and_admit(self, patient: str, ward: str, by: str, timeout: float) -> str:
        """Admit `patient` to `ward`, waiting up to `timeout` s for a bed to be freed."""
        self._require(by, "admit", ward)
        deadline = time.monotonic() + timeout
        while True:
            try:
                return self._admit(patient, ward)
            except NoBedFree:
                pass
            left = deadline - time.monotonic()
            if left <= 0 or not self.waitlist.wait(ward, left):
                raise NoBedFree(ward)
