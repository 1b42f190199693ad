import pytest

from conftest import ANN, D0, PAM, SAM
from rxdesk import PermissionDenied, may_dispense, may_supply_emergency


def test_every_schedule_needs_a_senior_pharmacist(formulary):
    for code in ("buprenorphine", "tramadol", "pregabalin", "oxycodone"):
        drug = formulary.get(code)
        assert not may_dispense(PAM, drug), code
        assert may_dispense(SAM, drug), code


def test_no_emergency_supply_of_any_schedule(formulary):
    for code in ("buprenorphine", "tramadol", "pregabalin", "oxycodone"):
        assert not may_supply_emergency(PAM, formulary.get(code)), code
        assert not may_supply_emergency(SAM, formulary.get(code)), code


def test_desk_refuses_controlled_emergency_supply(desk):
    with pytest.raises(PermissionDenied):
        desk.emergency_supply(SAM, "pat", "pregabalin", 2, D0)
    rx = desk.write(ANN, "pat", "buprenorphine", 8, 1, 7, D0)
    with pytest.raises(PermissionDenied):
        desk.dispense(PAM, rx.id, D0)
    assert desk.emergency_log == []


def test_uncontrolled_drugs_by_any_pharmacist(formulary, desk):
    for code in ("amoxicillin", "aspirin", "sertraline"):
        assert may_dispense(PAM, formulary.get(code)) and may_supply_emergency(PAM, formulary.get(code))
        assert may_dispense(SAM, formulary.get(code)) and may_supply_emergency(SAM, formulary.get(code))
    rx = desk.write(ANN, "pat", "sertraline", 50, 1, 30, D0)
    assert desk.dispense(PAM, rx.id, D0).by == "pam"
    assert desk.emergency_supply(SAM, "pia", "aspirin", 2, D0) == 2


def test_non_pharmacists_never_dispense(formulary, desk):
    from conftest import ADA

    for person in (ANN, ADA):
        assert not may_dispense(person, formulary.get("amoxicillin"))
        assert not may_dispense(person, formulary.get("tramadol"))
    rx = desk.write(ANN, "pat", "tramadol", 50, 1, 5, D0)
    assert desk.dispense(SAM, rx.id, D0).quantity == 5
