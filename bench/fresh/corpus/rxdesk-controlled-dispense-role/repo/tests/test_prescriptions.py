import pytest

from conftest import D0, day
from rxdesk import Prescription, RuleViolation, check_dose, check_supply, refill_earliest


def test_check_dose(formulary):
    aspirin = formulary.get("aspirin")
    check_dose(aspirin, 150, 2)
    with pytest.raises(RuleViolation, match="whole number"):
        check_dose(aspirin, 100, 1)
    with pytest.raises(RuleViolation, match="maximum"):
        check_dose(aspirin, 150, 3)
    with pytest.raises(RuleViolation):
        check_dose(aspirin, 75, 0)


def test_check_supply():
    check_supply(90, 5)
    for days, refills in ((0, 0), (91, 0), (30, 6), (30, -1)):
        with pytest.raises(RuleViolation):
            check_supply(days, refills)


def test_refill_earliest_and_quantities():
    rx = Prescription("RX1", "pat", "ann", "aspirin", 75, 2, 30, 1, D0)
    assert refill_earliest(rx, D0) == day(24)
    assert (rx.daily_mg, rx.quantity) == (150, 60)
