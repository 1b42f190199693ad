import pytest

from conftest import ANN, D0, PAM, PIA, day
from rxdesk import PermissionDenied, controlled_register, dispensing_log, patient_summary, prescriber_counts, refills_left


def test_refills_left(desk):
    rx = desk.write(ANN, "pat", "aspirin", 75, 1, 10, D0, refills=2)
    assert refills_left(desk, rx.id) == 2
    desk.dispense(PAM, rx.id, D0)
    assert refills_left(desk, rx.id) == 2
    desk.dispense(PAM, rx.id, day(9))
    assert refills_left(desk, rx.id) == 1


def test_patient_summary(desk):
    a = desk.write(ANN, "pat", "ibuprofen", 200, 2, 10, D0, refills=1)
    b = desk.write(ANN, "pat", "warfarin", 5, 1, 30, D0, override=True)
    desk.dispense(PAM, a.id, D0)
    summary = patient_summary(desk, ANN, "pat", day(5))
    assert summary["active"] == [a.id, b.id]
    assert summary["due"] == [b.id]
    assert summary["refills_left"] == {a.id: 1, b.id: 0}
    assert b.warnings == ["severe interaction with ibuprofen"]


def test_summary_permission_and_log(desk):
    rx = desk.write(ANN, "pat", "aspirin", 75, 2, 30, D0)
    desk.dispense(PAM, rx.id, D0)
    with pytest.raises(PermissionDenied):
        patient_summary(desk, PIA, "pat", D0)
    assert dispensing_log(desk, rx.id) == ["2026-03-02 aspirin x60 by pam"]


def test_controlled_register_and_prescriber_counts(desk):
    from conftest import BOB, SAM

    oxy = desk.write(ANN, "pat", "oxycodone", 5, 2, 5, D0)
    asp = desk.write(BOB, "pia", "aspirin", 75, 1, 30, D0, refills=1)
    bup = desk.write(BOB, "pia", "buprenorphine", 8, 1, 7, day(1))
    desk.dispense(SAM, bup.id, day(2))
    desk.dispense(SAM, oxy.id, day(1))
    desk.cancel(BOB, asp.id)
    assert controlled_register(desk) == [
        ("2026-03-03", oxy.id, "pat", "oxycodone", 10, "sam"),
        ("2026-03-04", bup.id, "pia", "buprenorphine", 7, "sam"),
    ]
    assert [row[1] for row in controlled_register(desk, ["buprenorphine"])] == [bup.id]
    assert prescriber_counts(desk) == {
        "ann": {"active": 0, "completed": 1, "cancelled": 0},
        "bob": {"active": 0, "completed": 1, "cancelled": 1},
    }
    assert [rx.id for rx in desk.prescriptions("pia")] == [asp.id, bup.id]
