import pytest

from gradeline import Category, WeightError, category_average, check_weights, median, parse_weights, weighted_total


def test_category_average_drops_lowest():
    assert category_average([70.0, 90.0, 80.0], drop_lowest=1) == 85.0
    assert category_average([70.0, 90.0, 80.0]) == 80.0


def test_category_average_keeps_at_least_one():
    assert category_average([50.0, 60.0], drop_lowest=5) == 60.0
    assert category_average([], drop_lowest=1) is None
    with pytest.raises(ValueError):
        category_average([50.0], drop_lowest=-1)


def test_median_odd_and_even():
    assert median([3.0, 1.0, 2.0]) == 2.0
    assert median([4.0, 1.0, 3.0, 2.0]) == 2.5
    assert median([]) is None


def test_check_weights_rejects_negative_and_empty():
    with pytest.raises(WeightError):
        check_weights([Category("a", 110), Category("b", -10)])
    with pytest.raises(WeightError):
        check_weights([])


def test_parse_weights():
    cats = parse_weights("homework=40, exams=45, project=15")
    assert [(c.name, c.weight) for c in cats] == [("homework", 40.0), ("exams", 45.0), ("project", 15.0)]
    with pytest.raises(WeightError):
        parse_weights("homework 40, exams=60")


def test_weighted_total_rescales_missing_categories():
    cats = [Category("homework", 40), Category("exams", 60)]
    assert weighted_total(cats, {"homework": 80.0, "exams": None}) == 80.0
    assert weighted_total(cats, {"homework": 80.0, "exams": 90.0}) == 86.0
    assert weighted_total(cats, {}) is None
