import pytest

from gradeline import Category, Gradebook, Score, WeightError, check_weights, parse_weights, weighted_total


def test_gradebook_with_decimal_weights():
    cats = [Category("homework", 33.4), Category("exams", 33.3), Category("project", 33.3)]
    book = Gradebook(cats)
    book.add_student("ada")
    book.record("ada", "homework", Score(9, 10))
    assert book.final_percent("ada") == 90.0


def test_parse_weights_with_decimals():
    cats = parse_weights("homework=45.3, exams=20.4, project=34.3")
    assert [c.weight for c in cats] == [45.3, 20.4, 34.3]


def test_weighted_total_with_decimal_weights():
    cats = [Category("a", 45.3), Category("b", 20.4), Category("c", 34.3)]
    assert weighted_total(cats, {"a": 100.0, "b": 100.0, "c": 100.0}) == 100.0


def test_wrong_totals_still_refused():
    for weights in ((40, 50), (60, 40.5), (50, 50.4), (33.3, 33.3, 33.3), (99.5,)):
        with pytest.raises(WeightError):
            check_weights([Category(f"c{i}", w) for i, w in enumerate(weights)])


def test_parse_wrong_totals_still_refused():
    for text in ("a=50, b=40", "a=60, b=40.5", "a=99.6"):
        with pytest.raises(WeightError):
            parse_weights(text)
    with pytest.raises(WeightError):
        Gradebook([Category("a", 50), Category("b", 49)])


def test_exact_weights_still_fine():
    check_weights([Category("a", 100)])
    assert [c.weight for c in parse_weights("a=25, b=75")] == [25.0, 75.0]
