"""A patient's chart: weights, visits with notes, and prescriptions."""

from dataclasses import dataclass, field

from .animals import Animal
from .dosing import check_dose
from .errors import NotFound, PermissionDenied, ValidationError
from .staff import Staff, may_change_prescription, require
from .weights import to_grams


@dataclass
class Visit:
    id: int
    date: str  # ISO date
    time: str  # HH:MM
    reason: str
    seen_by: str
    notes: list[str] = field(default_factory=list)


@dataclass
class Prescription:
    id: int
    drug: str
    dose_mg: float
    times_per_day: int
    days: int
    prescriber: str
    active: bool = True

    @property
    def total_mg(self) -> float:
        return round(self.dose_mg * self.times_per_day * self.days, 3)


class Chart:
    def __init__(self, animal: Animal):
        self.animal = animal
        self.visits: list[Visit] = []
        self.prescriptions: list[Prescription] = []

    def record_weight(self, staff: Staff, date: str, value: float, unit: str = "kg") -> int:
        require(staff, "weigh")
        grams = to_grams(value, unit)
        self.animal.weights.append((date, grams))
        return grams

    def add_visit(self, staff: Staff, date: str, time: str, reason: str) -> Visit:
        require(staff, "register")
        if not reason.strip():
            raise ValidationError("a visit needs a reason")
        visit = Visit(len(self.visits) + 1, date, time, reason, staff.name)
        self.visits.append(visit)
        return visit

    def add_note(self, staff: Staff, visit_id: int, text: str) -> None:
        require(staff, "note")
        if not text.strip():
            raise ValidationError("a note must not be empty")
        self.visit(visit_id).notes.append(f"{staff.name}: {text.strip()}")

    def visit(self, visit_id: int) -> Visit:
        for v in self.visits:
            if v.id == visit_id:
                return v
        raise NotFound(f"no visit {visit_id}")

    def _weight_for_dosing(self) -> int:
        grams = self.animal.current_weight
        if grams is None:
            raise ValidationError("weigh the animal before prescribing")
        return grams

    def prescribe(self, staff: Staff, drug: str, dose_mg: float, times_per_day: int, days: int) -> Prescription:
        require(staff, "prescribe")
        if times_per_day < 1 or days < 1:
            raise ValidationError("times per day and days must be at least 1")
        check_dose(drug, self.animal.species, self._weight_for_dosing(), dose_mg)
        p = Prescription(len(self.prescriptions) + 1, drug, dose_mg, times_per_day, days, staff.name)
        self.prescriptions.append(p)
        return p

    def prescription(self, prescription_id: int) -> Prescription:
        for p in self.prescriptions:
            if p.id == prescription_id:
                return p
        raise NotFound(f"no prescription {prescription_id}")

    def amend_dose(self, staff: Staff, prescription_id: int, dose_mg: float) -> Prescription:
        p = self.prescription(prescription_id)
        if not may_change_prescription(staff, p.prescriber):
            raise PermissionDenied(f"{staff.name} may not change prescription {p.id}")
        check_dose(p.drug, self.animal.species, self._weight_for_dosing(), dose_mg)
        p.dose_mg = dose_mg
        return p

    def stop(self, staff: Staff, prescription_id: int) -> Prescription:
        p = self.prescription(prescription_id)
        if not may_change_prescription(staff, p.prescriber):
            raise PermissionDenied(f"{staff.name} may not stop prescription {p.id}")
        p.active = False
        return p

    def active_prescriptions(self) -> list[Prescription]:
        return [p for p in self.prescriptions if p.active]

    def notes(self) -> list[tuple[str, str]]:
        """(visit date, note) for every note on the chart, in the order the visits were entered."""
        return [(v.date, n) for v in self.visits for n in v.notes]

    def last_seen_by(self) -> dict[str, str]:
        """For each member of staff, the date of the latest visit they saw."""
        latest: dict[str, str] = {}
        for v in self.visits:
            if v.date > latest.get(v.seen_by, ""):
                latest[v.seen_by] = v.date
        return latest
