"""Who may do what."""

from .people import PHARMACY_ROLES


def may_prescribe(person) -> bool:
    return person.role == "doctor"


def may_amend(person, rx) -> bool:
    """Only the prescribing doctor amends a prescription."""
    return person.role == "doctor" and person.id == rx.prescriber_id


def may_cancel(person, rx) -> bool:
    """The prescribing doctor, or an admin, cancels a prescription."""
    if person.role == "admin":
        return True
    return person.role == "doctor" and person.id == rx.prescriber_id


def may_dispense(person, drug) -> bool:
    """Pharmacists dispense; controlled drugs only by a senior pharmacist."""
    if person.role not in PHARMACY_ROLES:
        return False
    if drug.controlled:
        return person.role == "senior_pharmacist"
    return True


def may_supply_emergency(person, drug) -> bool:
    """Emergency supply without a prescription: pharmacy staff, never a controlled drug."""
    return person.role in PHARMACY_ROLES and not drug.controlled


def may_view(person, patient_id: str) -> bool:
    return person.id == patient_id or person.role in ("doctor", "admin") or person.role in PHARMACY_ROLES
