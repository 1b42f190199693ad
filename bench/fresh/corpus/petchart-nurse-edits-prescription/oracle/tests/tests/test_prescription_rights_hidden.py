import pytest

from petchart import PermissionDenied
from conftest import LEO, NINA, REA, STU, VAL, VIC


def test_a_nurse_may_not_stop_a_prescription(chart):
    chart.prescribe(VAL, "amoxicillin", 50.0, 2, 7)
    with pytest.raises(PermissionDenied):
        chart.stop(NINA, 1)
    assert chart.prescription(1).active is True


def test_a_student_may_not_change_a_dose(chart):
    chart.prescribe(VAL, "meloxicam", 0.4, 1, 5)
    with pytest.raises(PermissionDenied):
        chart.amend_dose(STU, 1, 0.6)
    assert chart.prescription(1).dose_mg == 0.4


def test_a_student_may_not_stop_a_prescription(chart):
    chart.prescribe(VAL, "meloxicam", 0.4, 1, 5)
    with pytest.raises(PermissionDenied):
        chart.stop(STU, 1)
    assert [p.id for p in chart.active_prescriptions()] == [1]


def test_who_may_change_a_prescription(chart):
    chart.prescribe(VAL, "amoxicillin", 50.0, 2, 7)
    with pytest.raises(PermissionDenied):
        chart.amend_dose(VIC, 1, 40.0)
    with pytest.raises(PermissionDenied):
        chart.stop(VIC, 1)
    assert chart.amend_dose(LEO, 1, 40.0).dose_mg == 40.0
    chart.stop(LEO, 1)


def test_prescriber_and_lead_vet_and_reception(chart):
    chart.prescribe(VIC, "amoxicillin", 50.0, 2, 7)
    chart.prescribe(VAL, "meloxicam", 0.4, 1, 5)
    with pytest.raises(PermissionDenied):
        chart.stop(REA, 1)
    assert chart.amend_dose(VIC, 1, 60.0).dose_mg == 60.0
    assert chart.stop(LEO, 2).active is False
    assert [p.id for p in chart.active_prescriptions()] == [1]
