"""rxdesk: a small pharmacy desk."""

from .desk import EMERGENCY_MAX_DAYS, Dispense, RxDesk
from .drugs import Drug, Formulary
from .errors import NotFound, PermissionDenied, RuleViolation, RxError
from .interactions import all_interactions, interacting_with, severity, worst
from .people import PHARMACY_ROLES, Person
from .prescriptions import Prescription, check_dose, check_supply, refill_earliest
from .reports import controlled_register, dispensing_log, patient_summary, prescriber_counts, refills_left
from .rules import may_amend, may_cancel, may_dispense, may_prescribe, may_supply_emergency, may_view

__all__ = [
    "EMERGENCY_MAX_DAYS", "PHARMACY_ROLES", "Dispense", "Drug", "Formulary", "NotFound", "PermissionDenied",
    "Person", "Prescription", "RuleViolation", "RxDesk", "RxError", "all_interactions", "check_dose",
    "check_supply", "controlled_register", "dispensing_log", "interacting_with", "may_amend", "may_cancel", "may_dispense",
    "may_prescribe", "may_supply_emergency", "may_view", "patient_summary", "prescriber_counts", "refill_earliest",
    "refills_left", "severity", "worst",
]
