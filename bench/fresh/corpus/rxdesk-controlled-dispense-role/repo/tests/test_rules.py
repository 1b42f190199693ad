from conftest import ADA, ANN, BOB, D0, PAM, PAT, SAM
from rxdesk import Prescription, may_amend, may_cancel, may_dispense, may_prescribe, may_supply_emergency, may_view

RX = Prescription("RX1", "pat", "ann", "aspirin", 75, 1, 30, 0, D0)


def test_only_doctors_prescribe():
    assert may_prescribe(ANN) and may_prescribe(BOB)
    assert not any(may_prescribe(p) for p in (PAM, SAM, ADA, PAT))


def test_prescriber_amends_and_cancels():
    assert may_amend(ANN, RX) and may_cancel(ANN, RX)
    assert may_cancel(ADA, RX) and not may_amend(ADA, RX)
    assert not may_cancel(PAT, RX) and not may_amend(PAM, RX)


def test_dispense_rules(formulary):
    amox, oxy = formulary.get("amoxicillin"), formulary.get("oxycodone")
    assert may_dispense(PAM, amox) and may_dispense(SAM, amox)
    assert may_dispense(SAM, oxy) and not may_dispense(PAM, oxy)
    assert not may_dispense(ANN, amox) and not may_dispense(ADA, amox)


def test_emergency_rules(formulary):
    assert may_supply_emergency(PAM, formulary.get("amoxicillin"))
    assert not may_supply_emergency(SAM, formulary.get("oxycodone"))
    assert not may_supply_emergency(ANN, formulary.get("amoxicillin"))


def test_view_rules():
    assert may_view(PAT, "pat") and may_view(ANN, "pat") and may_view(PAM, "pat")
    from conftest import PIA

    assert not may_view(PIA, "pat")
