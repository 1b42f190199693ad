"""Prescriptions and the checks made when one is written."""

from dataclasses import dataclass, field
from datetime import date, timedelta

from .errors import RuleViolation

MAX_DAYS = 90
MAX_REFILLS = 5


@dataclass
class Prescription:
    id: str
    patient_id: str
    prescriber_id: str
    drug_code: str
    dose_mg: int
    per_day: int
    days_supply: int
    refills: int
    written_on: date
    status: str = "active"
    warnings: list[str] = field(default_factory=list)

    @property
    def daily_mg(self) -> int:
        return self.dose_mg * self.per_day

    @property
    def quantity(self) -> int:
        """Doses handed out per dispense."""
        return self.per_day * self.days_supply


def check_dose(drug, dose_mg: int, per_day: int) -> None:
    if dose_mg <= 0 or per_day <= 0:
        raise RuleViolation("dose and doses per day must be positive")
    if dose_mg % drug.strength_mg:
        raise RuleViolation(f"{dose_mg} mg is not a whole number of {drug.strength_mg} mg tablets")
    if dose_mg * per_day > drug.max_daily_mg:
        raise RuleViolation(f"daily dose above the maximum of {drug.max_daily_mg} mg")


def check_supply(days_supply: int, refills: int) -> None:
    if not 1 <= days_supply <= MAX_DAYS:
        raise RuleViolation(f"days of supply must be 1 to {MAX_DAYS}")
    if not 0 <= refills <= MAX_REFILLS:
        raise RuleViolation(f"refills must be 0 to {MAX_REFILLS}")


def refill_earliest(rx: Prescription, last_dispensed: date) -> date:
    """A refill may be dispensed once four fifths of the supply's days have passed."""
    return last_dispensed + timedelta(days=rx.days_supply * 4 // 5)
