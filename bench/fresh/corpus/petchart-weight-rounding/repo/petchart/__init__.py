"""petchart: patient charts, weights and dosing for a small veterinary practice."""

from .animals import SPECIES, Animal
from .chart import Chart, Prescription, Visit
from .dosing import FORMULARY, Drug, check_dose, course_total, drug, limit_for, packs_needed, usual_dose
from .errors import DoseError, NotFound, PermissionDenied, PetchartError, ValidationError
from .history import visits_by_date, visits_seen_by, weight_history, weight_trend
from .staff import PERMISSIONS, ROLES, Staff, can, may_change_prescription, require
from .summary import owner_letter, patient_summary
from .weights import change_percent, format_weight, grams_to_kg, lb_to_grams, oz_to_grams, to_grams

__all__ = [
    "Animal", "Chart", "DoseError", "Drug", "FORMULARY", "NotFound", "PERMISSIONS", "PermissionDenied",
    "PetchartError", "Prescription", "ROLES", "SPECIES", "Staff", "ValidationError", "Visit", "can",
    "change_percent", "check_dose", "drug", "format_weight", "grams_to_kg", "lb_to_grams", "limit_for",
    "may_change_prescription", "oz_to_grams", "patient_summary", "require", "to_grams", "usual_dose",
    "visits_by_date", "visits_seen_by", "weight_history", "weight_trend",
    "course_total", "owner_letter", "packs_needed",
]
