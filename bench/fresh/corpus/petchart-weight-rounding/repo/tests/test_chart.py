import pytest

from petchart import Animal, Chart, DoseError, NotFound, PermissionDenied, ValidationError
from conftest import LEO, NINA, REA, STU, VAL, VIC


def test_animal_validation_and_current_weight(cat):
    with pytest.raises(ValidationError):
        Animal("d1", "Rex", "horse", "Mr Li")
    assert cat.current_weight is None
    cat.weights += [("2026-02-01", 3900), ("2026-01-15", 3700), ("2026-02-01", 3950)]
    assert cat.current_weight == 3950


def test_record_weight_permissions(chart):
    assert chart.record_weight(STU, "2026-03-02", 4.082) == 4082
    chart.record_weight(NINA, "2026-03-03", 140, "oz")
    assert chart.animal.current_weight is not None
    with pytest.raises(PermissionDenied):
        chart.record_weight(REA, "2026-03-02", 4.1)


def test_visits_and_notes(chart):
    v = chart.add_visit(REA, "2026-03-01", "09:30", "vaccination")
    chart.add_note(NINA, v.id, " calm, eating well ")
    assert chart.visit(1).notes == ["nina: calm, eating well"]
    with pytest.raises(PermissionDenied):
        chart.add_note(REA, v.id, "x")
    with pytest.raises(NotFound):
        chart.visit(9)


def test_prescribe(chart):
    p = chart.prescribe(VAL, "amoxicillin", 50.0, 2, 7)
    assert (p.id, p.prescriber, p.total_mg, p.active) == (1, "val", 700.0, True)
    with pytest.raises(PermissionDenied):
        chart.prescribe(NINA, "amoxicillin", 50.0, 2, 7)
    with pytest.raises(DoseError):
        chart.prescribe(VAL, "amoxicillin", 90.0, 2, 7)


def test_prescribing_needs_a_weight(cat):
    with pytest.raises(ValidationError):
        Chart(cat).prescribe(VAL, "amoxicillin", 10.0, 1, 1)


def test_prescriber_amends_and_stops(chart):
    chart.prescribe(VAL, "amoxicillin", 50.0, 2, 7)
    assert chart.amend_dose(VAL, 1, 60.0).dose_mg == 60.0
    with pytest.raises(DoseError):
        chart.amend_dose(VAL, 1, 100.0)
    chart.stop(VAL, 1)
    assert chart.active_prescriptions() == []


def test_who_may_change_a_prescription(chart):
    chart.prescribe(VAL, "amoxicillin", 50.0, 2, 7)
    with pytest.raises(PermissionDenied):
        chart.amend_dose(VIC, 1, 40.0)
    with pytest.raises(PermissionDenied):
        chart.stop(VIC, 1)
    assert chart.amend_dose(LEO, 1, 40.0).dose_mg == 40.0
    chart.stop(LEO, 1)


def test_unknown_prescription_and_bad_counts(chart):
    with pytest.raises(NotFound):
        chart.amend_dose(VAL, 3, 10.0)
    with pytest.raises(ValidationError):
        chart.prescribe(VAL, "amoxicillin", 50.0, 0, 7)


def test_a_stopped_prescription_stays_on_the_chart(chart):
    chart.prescribe(VAL, "amoxicillin", 50.0, 2, 7)
    chart.prescribe(VAL, "meloxicam", 0.4, 1, 5)
    chart.stop(VAL, 1)
    assert [p.id for p in chart.active_prescriptions()] == [2]
    assert chart.prescription(1).active is False
