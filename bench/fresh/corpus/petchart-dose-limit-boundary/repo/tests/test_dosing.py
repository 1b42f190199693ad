import pytest

from petchart import DoseError, check_dose, limit_for, usual_dose


def test_usual_dose_and_limit():
    assert usual_dose("amoxicillin", 4000) == 40.0
    assert limit_for("amoxicillin", 4000) == 80.0
    assert usual_dose("gabapentin", 90000) == 600.0
    assert limit_for("meloxicam", 30000) == 6.0


def test_doses_under_the_limits_are_allowed():
    check_dose("amoxicillin", "cat", 4000, 60.0)
    check_dose("meloxicam", "dog", 30000, 3.0)


def test_species_unknown_drug_and_non_positive_dose():
    with pytest.raises(DoseError):
        check_dose("gabapentin", "rabbit", 2000, 10.0)
    with pytest.raises(DoseError):
        check_dose("aspirin", "dog", 2000, 10.0)
    with pytest.raises(DoseError):
        check_dose("amoxicillin", "dog", 2000, 0)


def test_small_animals_use_the_per_kg_limit():
    assert limit_for("buprenorphine", 800) == 0.024
    check_dose("buprenorphine", "ferret", 800, 0.02)
    with pytest.raises(DoseError):
        check_dose("buprenorphine", "ferret", 800, 0.025)


def test_course_total_and_packs():
    from petchart import course_total, packs_needed

    assert course_total(50.0, 2, 7) == 700.0
    assert packs_needed(50.0, 2, 7, 50.0, 10) == 2
    assert packs_needed(30.0, 2, 7, 50.0, 14) == 1
    with pytest.raises(DoseError):
        packs_needed(30.0, 2, 7, 0, 14)


def test_a_dose_at_the_limit_is_allowed():
    check_dose("amoxicillin", "cat", 4000, limit_for("amoxicillin", 4000))
