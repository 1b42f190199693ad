import pytest

from conftest import ADA, ANN, BOB, D0, PAM, PAT, day
from rxdesk import PermissionDenied, Prescription, RuleViolation, may_amend, may_cancel

RX = Prescription("RX7", "pat", "ann", "aspirin", 75, 1, 30, 0, D0)


def test_rules_tie_cancel_and_amend_to_the_prescriber():
    assert not may_cancel(BOB, RX)
    assert not may_amend(BOB, RX)
    assert may_cancel(ANN, RX) and may_amend(ANN, RX)


def test_other_doctor_may_not_amend(desk):
    rx = desk.write(ANN, "pat", "aspirin", 75, 1, 30, D0)
    with pytest.raises(PermissionDenied):
        desk.amend(BOB, rx.id, per_day=4)
    assert rx.daily_mg == 75


def test_other_doctor_may_not_cancel_a_dispensed_prescription(desk):
    rx = desk.write(BOB, "pia", "amoxicillin", 500, 2, 10, D0, refills=2)
    desk.dispense(PAM, rx.id, D0)
    with pytest.raises(PermissionDenied):
        desk.cancel(ANN, rx.id)
    assert rx.status == "active"


def test_prescriber_and_admin_still_cancel(desk):
    a = desk.write(ANN, "pat", "aspirin", 75, 1, 30, D0)
    b = desk.write(BOB, "pia", "aspirin", 75, 1, 30, D0)
    assert desk.cancel(ADA, a.id).status == "cancelled"
    assert desk.cancel(BOB, b.id).status == "cancelled"
    assert not may_cancel(PAT, RX) and not may_amend(ADA, RX)


def test_cancel_after_a_dispense_stops_refills(desk):
    rx = desk.write(ANN, "pat", "aspirin", 75, 1, 10, D0, refills=2)
    desk.dispense(PAM, rx.id, D0)
    assert desk.cancel(ANN, rx.id).status == "cancelled"
    assert not desk.refill_due(rx.id, day(20))
    with pytest.raises(RuleViolation, match="cancelled"):
        desk.dispense(PAM, rx.id, day(20))
