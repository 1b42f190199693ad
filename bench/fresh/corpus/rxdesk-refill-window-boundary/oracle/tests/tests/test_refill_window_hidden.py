import pytest

from conftest import ANN, D0, PAM, day
from rxdesk import RuleViolation, patient_summary


def test_refill_on_the_earliest_day_for_other_supplies(desk):
    for days, earliest in ((7, 5), (12, 9), (10, 8), (1, 0), (90, 72)):
        rx = desk.write(ANN, "pat", "amoxicillin", 500, 2, days, D0, refills=1)
        desk.dispense(PAM, rx.id, D0)
        assert desk.dispense(PAM, rx.id, day(earliest)).on == day(earliest), days


def test_refill_due_on_the_earliest_day(desk):
    rx = desk.write(ANN, "pat", "aspirin", 75, 1, 30, D0, refills=1)
    desk.dispense(PAM, rx.id, D0)
    assert desk.refill_due(rx.id, day(24))
    other = desk.write(ANN, "pia", "aspirin", 75, 1, 7, D0, refills=1)
    desk.dispense(PAM, other.id, D0)
    assert desk.refill_due(other.id, day(5))


def test_summary_lists_a_refill_due_today(desk):
    rx = desk.write(ANN, "pat", "aspirin", 75, 1, 12, D0, refills=2)
    desk.dispense(PAM, rx.id, D0)
    assert patient_summary(desk, ANN, "pat", day(9))["due"] == [rx.id]


def test_early_refill_is_refused(desk):
    rx = desk.write(ANN, "pat", "aspirin", 75, 1, 30, D0, refills=2)
    desk.dispense(PAM, rx.id, D0)
    with pytest.raises(RuleViolation, match="too early"):
        desk.dispense(PAM, rx.id, day(10))
    with pytest.raises(RuleViolation, match="from 2026-03-26"):
        desk.dispense(PAM, rx.id, day(23))
    assert len(desk.dispenses(rx.id)) == 1


def test_the_day_before_stays_closed(desk):
    for days, earliest in ((7, 5), (12, 9), (30, 24)):
        rx = desk.write(ANN, "pat", "amoxicillin", 500, 2, days, D0, refills=1)
        desk.dispense(PAM, rx.id, D0)
        assert not desk.refill_due(rx.id, day(earliest - 1))
        with pytest.raises(RuleViolation):
            desk.dispense(PAM, rx.id, day(earliest - 1))
        desk.cancel(ANN, rx.id)
