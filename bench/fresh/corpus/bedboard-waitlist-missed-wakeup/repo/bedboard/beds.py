"""The beds of each ward: "free" or "occupied" by a patient id."""

import threading

from .errors import Invalid, NoBedFree


def bed_id(ward: str, n: int) -> str:
    return f"{ward}-{n}"


def ward_of(bed: str) -> str:
    return bed.rsplit("-", 1)[0]


class BedMap:
    def __init__(self, wards: dict[str, int]):
        if not wards or any(n <= 0 for n in wards.values()):
            raise Invalid("every ward needs at least one bed")
        self._lock = threading.Lock()
        self._beds: dict[str, str | None] = {}
        self._order: dict[str, list[str]] = {}
        for ward, count in wards.items():
            ids = [bed_id(ward, n) for n in range(1, count + 1)]
            self._order[ward] = ids
            for b in ids:
                self._beds[b] = None

    def wards(self) -> list[str]:
        return list(self._order)

    def _check_ward(self, ward: str) -> None:
        if ward not in self._order:
            raise Invalid(f"unknown ward {ward!r}")

    def take(self, ward: str, patient: str) -> str:
        """Put `patient` in the lowest-numbered free bed of `ward`."""
        self._check_ward(ward)
        with self._lock:
            for b in self._order[ward]:
                if self._beds[b] is None:
                    self._beds[b] = patient
                    return b
        raise NoBedFree(ward)

    def free(self, bed: str) -> None:
        with self._lock:
            if self._beds.get(bed) is None:
                raise Invalid(f"bed {bed} is not occupied")
            self._beds[bed] = None

    def occupant(self, bed: str) -> str | None:
        with self._lock:
            return self._beds[bed]

    def size(self, ward: str) -> int:
        self._check_ward(ward)
        return len(self._order[ward])

    def free_count(self, ward: str) -> int:
        self._check_ward(ward)
        with self._lock:
            return sum(1 for b in self._order[ward] if self._beds[b] is None)

    def occupied(self, ward: str) -> list[str]:
        self._check_ward(ward)
        with self._lock:
            return [b for b in self._order[ward] if self._beds[b] is not None]
