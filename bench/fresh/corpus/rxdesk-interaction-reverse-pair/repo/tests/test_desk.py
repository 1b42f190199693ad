import pytest

from conftest import ADA, ANN, BOB, D0, PAM, PAT, PIA, SAM, day
from rxdesk import NotFound, PermissionDenied, RuleViolation


def test_write_and_lookup(desk):
    rx = desk.write(ANN, "pat", "amoxicillin", 500, 3, 7, D0)
    assert rx.id == "RX0001" and desk.rx("RX0001") is rx
    assert (rx.prescriber_id, rx.status, rx.quantity) == ("ann", "active", 21)
    assert desk.active_for("pat") == [rx]
    with pytest.raises(NotFound):
        desk.rx("RX9999")


def test_only_doctors_write_for_patients(desk):
    with pytest.raises(PermissionDenied):
        desk.write(PAM, "pat", "amoxicillin", 500, 3, 7, D0)
    with pytest.raises(RuleViolation):
        desk.write(ANN, "bob", "amoxicillin", 500, 3, 7, D0)
    with pytest.raises(NotFound):
        desk.write(ANN, "zed", "amoxicillin", 500, 3, 7, D0)


def test_write_checks_dose_supply_and_controlled_refills(desk):
    with pytest.raises(RuleViolation):
        desk.write(ANN, "pat", "aspirin", 300, 2, 30, D0)
    with pytest.raises(RuleViolation):
        desk.write(ANN, "pat", "aspirin", 75, 1, 120, D0)
    with pytest.raises(RuleViolation, match="without refills"):
        desk.write(ANN, "pat", "oxycodone", 10, 2, 5, D0, refills=1)
    assert desk.write(ANN, "pat", "oxycodone", 10, 2, 5, D0).refills == 0


def test_severe_interaction_blocks_unless_overridden(desk):
    desk.write(ANN, "pat", "aspirin", 75, 1, 30, D0)
    with pytest.raises(RuleViolation, match="severe interaction with aspirin"):
        desk.write(BOB, "pat", "warfarin", 5, 1, 30, D0)
    rx = desk.write(BOB, "pat", "warfarin", 5, 1, 30, D0, override=True)
    assert rx.warnings == ["severe interaction with aspirin"]
    assert desk.write(BOB, "pia", "warfarin", 5, 1, 30, D0).warnings == []


def test_moderate_interaction_warns(desk):
    desk.write(ANN, "pat", "ibuprofen", 400, 3, 10, D0)
    rx = desk.write(ANN, "pat", "lisinopril", 10, 1, 30, D0)
    assert rx.warnings == ["moderate interaction with ibuprofen"]


def test_prescriber_amends_and_cancels_at_the_desk(desk):
    rx = desk.write(ANN, "pat", "aspirin", 75, 1, 30, D0)
    assert desk.amend(ANN, rx.id, per_day=2).daily_mg == 150
    with pytest.raises(RuleViolation):
        desk.amend(ANN, rx.id, dose_mg=300)
    assert rx.daily_mg == 150
    with pytest.raises(PermissionDenied):
        desk.cancel(PAT, rx.id)
    assert desk.cancel(ANN, rx.id).status == "cancelled"
    with pytest.raises(RuleViolation):
        desk.cancel(ADA, rx.id)
    assert desk.active_for("pat") == []


def test_dispense_and_refills(desk):
    rx = desk.write(ANN, "pat", "aspirin", 75, 2, 30, D0, refills=1)
    first = desk.dispense(PAM, rx.id, D0)
    assert (first.quantity, first.by) == (60, "pam")
    desk.dispense(SAM, rx.id, day(25))
    assert rx.status == "completed"
    with pytest.raises(RuleViolation, match="completed"):
        desk.dispense(PAM, rx.id, day(60))
    assert [d.on for d in desk.dispenses(rx.id)] == [D0, day(25)]


def test_early_refill_is_refused(desk):
    rx = desk.write(ANN, "pat", "aspirin", 75, 1, 30, D0, refills=2)
    desk.dispense(PAM, rx.id, D0)
    with pytest.raises(RuleViolation, match="too early"):
        desk.dispense(PAM, rx.id, day(10))
    assert len(desk.dispenses(rx.id)) == 1


def test_refill_due(desk):
    rx = desk.write(ANN, "pat", "aspirin", 75, 1, 10, D0, refills=1)
    assert desk.refill_due(rx.id, D0)
    desk.dispense(PAM, rx.id, D0)
    assert not desk.refill_due(rx.id, day(3))
    assert desk.refill_due(rx.id, day(12))


def test_controlled_dispensing_at_the_desk(desk):
    rx = desk.write(ANN, "pat", "oxycodone", 5, 2, 5, D0)
    with pytest.raises(PermissionDenied):
        desk.dispense(PAM, rx.id, D0)
    assert desk.dispense(SAM, rx.id, D0).by == "sam"


def test_emergency_supply(desk):
    assert desk.emergency_supply(PAM, "pat", "amoxicillin", 3, D0) == 3
    with pytest.raises(RuleViolation):
        desk.emergency_supply(PAM, "pat", "amoxicillin", 6, D0)
    with pytest.raises(PermissionDenied):
        desk.emergency_supply(ANN, "pat", "amoxicillin", 3, D0)
    with pytest.raises(PermissionDenied):
        desk.emergency_supply(SAM, "pia", "oxycodone", 2, D0)
    assert desk.emergency_log == [(D0, "pam", "pat", "amoxicillin", 3)]


def test_interaction_found_in_either_order(desk):
    desk.write(ANN, "pat", "warfarin", 5, 1, 30, D0)
    with pytest.raises(RuleViolation, match="severe interaction with warfarin"):
        desk.write(BOB, "pat", "aspirin", 75, 1, 30, D0)
