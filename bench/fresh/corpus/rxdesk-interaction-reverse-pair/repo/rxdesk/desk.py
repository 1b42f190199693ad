"""The pharmacy desk."""

from dataclasses import dataclass
from datetime import date

from .errors import NotFound, PermissionDenied, RuleViolation
from .interactions import severity
from .prescriptions import Prescription, check_dose, check_supply, refill_earliest
from .rules import may_amend, may_cancel, may_dispense, may_prescribe, may_supply_emergency

EMERGENCY_MAX_DAYS = 5


@dataclass(frozen=True)
class Dispense:
    rx_id: str
    on: date
    quantity: int
    by: str


class RxDesk:
    def __init__(self, formulary, people=()):
        self.formulary = formulary
        self._people = {p.id: p for p in people}
        self._rx: dict[str, Prescription] = {}
        self._dispensed: dict[str, list[Dispense]] = {}
        self._seq = 0
        self.emergency_log: list[tuple[date, str, str, str, int]] = []

    def person(self, person_id: str):
        try:
            return self._people[person_id]
        except KeyError:
            raise NotFound(f"no person {person_id!r}") from None

    def rx(self, rx_id: str) -> Prescription:
        try:
            return self._rx[rx_id]
        except KeyError:
            raise NotFound(f"no prescription {rx_id!r}") from None

    def active_for(self, patient_id: str) -> list[Prescription]:
        return [rx for rx in self._rx.values() if rx.patient_id == patient_id and rx.status == "active"]

    def prescriptions(self, patient_id: str | None = None) -> list[Prescription]:
        """Every prescription (of one patient), oldest first."""
        found = [rx for rx in self._rx.values() if patient_id is None or rx.patient_id == patient_id]
        return sorted(found, key=lambda rx: (rx.written_on, rx.id))

    def dispenses(self, rx_id: str) -> list[Dispense]:
        self.rx(rx_id)
        return list(self._dispensed.get(rx_id, []))

    def write(self, doctor, patient_id: str, drug_code: str, dose_mg: int, per_day: int,
              days_supply: int, today: date, refills: int = 0, override: bool = False) -> Prescription:
        if not may_prescribe(doctor):
            raise PermissionDenied(f"{doctor.id} may not prescribe")
        if self.person(patient_id).role != "patient":
            raise RuleViolation(f"{patient_id} is not a patient")
        drug = self.formulary.get(drug_code)
        check_dose(drug, dose_mg, per_day)
        check_supply(days_supply, refills)
        if drug.controlled and refills:
            raise RuleViolation("controlled drugs are prescribed without refills")
        warnings = []
        for other in self.active_for(patient_id):
            sev = severity(drug_code, other.drug_code)
            if sev == "severe" and not override:
                raise RuleViolation(f"severe interaction with {other.drug_code} ({other.id})")
            if sev:
                warnings.append(f"{sev} interaction with {other.drug_code}")
        self._seq += 1
        rx = Prescription(f"RX{self._seq:04d}", patient_id, doctor.id, drug_code, dose_mg, per_day,
                          days_supply, refills, today, warnings=warnings)
        self._rx[rx.id] = rx
        return rx

    def amend(self, person, rx_id: str, *, dose_mg: int | None = None, per_day: int | None = None) -> Prescription:
        rx = self.rx(rx_id)
        if not may_amend(person, rx):
            raise PermissionDenied(f"{person.id} may not amend {rx_id}")
        if rx.status != "active":
            raise RuleViolation(f"{rx_id} is {rx.status}")
        new_dose = rx.dose_mg if dose_mg is None else dose_mg
        new_per_day = rx.per_day if per_day is None else per_day
        check_dose(self.formulary.get(rx.drug_code), new_dose, new_per_day)
        rx.dose_mg, rx.per_day = new_dose, new_per_day
        return rx

    def cancel(self, person, rx_id: str) -> Prescription:
        rx = self.rx(rx_id)
        if not may_cancel(person, rx):
            raise PermissionDenied(f"{person.id} may not cancel {rx_id}")
        if rx.status != "active":
            raise RuleViolation(f"{rx_id} is {rx.status}")
        rx.status = "cancelled"
        return rx

    def dispense(self, pharmacist, rx_id: str, today: date) -> Dispense:
        rx = self.rx(rx_id)
        drug = self.formulary.get(rx.drug_code)
        if not may_dispense(pharmacist, drug):
            raise PermissionDenied(f"{pharmacist.id} may not dispense {drug.code}")
        if rx.status != "active":
            raise RuleViolation(f"{rx_id} is {rx.status}")
        done = self._dispensed.setdefault(rx_id, [])
        if done:
            earliest = refill_earliest(rx, done[-1].on)
            if today < earliest:
                raise RuleViolation(f"too early: {rx_id} may be refilled from {earliest}")
        record = Dispense(rx_id, today, rx.quantity, pharmacist.id)
        done.append(record)
        if len(done) > rx.refills:
            rx.status = "completed"
        return record

    def refill_due(self, rx_id: str, today: date) -> bool:
        """True when `rx_id` could be dispensed today."""
        rx = self.rx(rx_id)
        if rx.status != "active":
            return False
        done = self._dispensed.get(rx_id, [])
        return not done or today >= refill_earliest(rx, done[-1].on)

    def emergency_supply(self, pharmacist, patient_id: str, drug_code: str, days: int, today: date) -> int:
        """Hand out up to EMERGENCY_MAX_DAYS days of a drug without a prescription."""
        drug = self.formulary.get(drug_code)
        if not may_supply_emergency(pharmacist, drug):
            raise PermissionDenied(f"{pharmacist.id} may not supply {drug_code} without a prescription")
        if self.person(patient_id).role != "patient":
            raise RuleViolation(f"{patient_id} is not a patient")
        if not 1 <= days <= EMERGENCY_MAX_DAYS:
            raise RuleViolation(f"emergency supply is 1 to {EMERGENCY_MAX_DAYS} days")
        self.emergency_log.append((today, pharmacist.id, patient_id, drug_code, days))
        return days
