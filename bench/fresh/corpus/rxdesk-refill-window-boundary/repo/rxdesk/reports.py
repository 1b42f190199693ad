"""Reports over the desk."""

from datetime import date

from .errors import PermissionDenied
from .interactions import all_interactions
from .rules import may_view


def refills_left(desk, rx_id: str) -> int:
    rx = desk.rx(rx_id)
    if rx.status != "active":
        return 0
    used = max(0, len(desk.dispenses(rx_id)) - 1)
    return rx.refills - used


def patient_summary(desk, viewer, patient_id: str, today: date) -> dict:
    if not may_view(viewer, patient_id):
        raise PermissionDenied(f"{viewer.id} may not view {patient_id}")
    active = sorted(desk.active_for(patient_id), key=lambda rx: rx.id)
    return {
        "patient": patient_id,
        "active": [rx.id for rx in active],
        "interactions": all_interactions([rx.drug_code for rx in active]),
        "due": [rx.id for rx in active if desk.refill_due(rx.id, today)],
        "refills_left": {rx.id: refills_left(desk, rx.id) for rx in active},
    }


def dispensing_log(desk, rx_id: str) -> list[str]:
    rx = desk.rx(rx_id)
    return [f"{d.on.isoformat()} {rx.drug_code} x{d.quantity} by {d.by}" for d in desk.dispenses(rx_id)]


def controlled_register(desk, drug_codes: list[str] | None = None) -> list[tuple[str, str, str, str, int, str]]:
    """The controlled-drugs register: every dispense of a controlled drug as
    (date, rx id, patient, drug, quantity, dispensed by), oldest first."""
    rows = []
    for rx in desk.prescriptions():
        drug = desk.formulary.get(rx.drug_code)
        if not drug.controlled or (drug_codes is not None and rx.drug_code not in drug_codes):
            continue
        for d in desk.dispenses(rx.id):
            rows.append((d.on.isoformat(), rx.id, rx.patient_id, rx.drug_code, d.quantity, d.by))
    return sorted(rows)


def prescriber_counts(desk) -> dict[str, dict[str, int]]:
    """Per prescribing doctor: how many prescriptions are active, completed and cancelled."""
    out: dict[str, dict[str, int]] = {}
    for rx in desk.prescriptions():
        counts = out.setdefault(rx.prescriber_id, {"active": 0, "completed": 0, "cancelled": 0})
        counts[rx.status] += 1
    return dict(sorted(out.items()))
