import pytest

from petchart import FORMULARY, Animal, Chart, DoseError, check_dose, limit_for
from conftest import NINA, VAL


def test_a_dose_at_the_single_cap_is_allowed():
    assert limit_for("gabapentin", 40000) == 600.0
    check_dose("gabapentin", "dog", 40000, 600.0)


def test_prescribe_and_amend_at_the_limit():
    chart = Chart(Animal("d1", "Rex", "dog", "Mr Li"))
    chart.record_weight(NINA, "2026-03-01", 40)
    assert chart.prescribe(VAL, "gabapentin", 600.0, 2, 14).dose_mg == 600.0
    chart.prescribe(VAL, "amoxicillin", 400.0, 2, 7)
    assert chart.amend_dose(VAL, 2, 800.0).dose_mg == 800.0


def test_limit_for_is_always_allowed():
    for name, drug in FORMULARY.items():
        for grams in (800, 4000, 30000, 90000):
            check_dose(name, drug.species[0], grams, limit_for(name, grams))


def test_doses_over_a_limit_are_refused():
    with pytest.raises(DoseError):
        check_dose("amoxicillin", "cat", 4000, 81.0)
    with pytest.raises(DoseError):
        check_dose("gabapentin", "dog", 40000, 700.0)


def test_just_over_the_limits():
    for name, species, grams, dose in [("amoxicillin", "cat", 4000, 80.001), ("amoxicillin", "cat", 4000, 80.05),
                                       ("gabapentin", "dog", 40000, 600.001), ("gabapentin", "dog", 90000, 600.5),
                                       ("buprenorphine", "ferret", 800, 0.0241)]:
        with pytest.raises(DoseError):
            check_dose(name, species, grams, dose)
