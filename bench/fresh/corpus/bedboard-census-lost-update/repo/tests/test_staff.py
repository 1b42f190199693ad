import pytest
from conftest import ALMA, CARA, DREW, NINA, NOEL

from bedboard import Invalid, Patient, Staff, by_acuity, may


def test_staff_validation():
    with pytest.raises(Invalid):
        Staff("x", "janitor")
    with pytest.raises(Invalid):
        Staff("x", "nurse")
    assert Staff("y", "doctor").ward is None


def test_nurse_acts_on_home_ward():
    assert may(NINA, "admit", "icu")
    assert may(NINA, "discharge", "icu")
    assert not may(NINA, "transfer", "icu")
    assert not may(NOEL, "admit", "icu")


def test_charge_doctor_admin():
    assert may(CARA, "transfer", "surg")
    assert not may(CARA, "transfer", "icu")
    assert may(DREW, "transfer", "icu")
    assert not may(DREW, "evacuate", "icu")
    assert may(ALMA, "evacuate", "med")


def test_patients():
    with pytest.raises(Invalid):
        Patient("p1", "Ann", acuity="extreme")
    ps = [Patient("p2", "B", "low"), Patient("p3", "C", "high"), Patient("p1", "A", "high")]
    assert [p.id for p in by_acuity(ps)] == ["p1", "p3", "p2"]
