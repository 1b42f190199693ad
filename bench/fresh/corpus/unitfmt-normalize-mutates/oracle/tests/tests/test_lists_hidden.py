import pytest

from unitfmt import Quantity, normalize, sort_quantities, total


def test_total_leaves_the_inputs_alone():
    legs = [Quantity(1, "km", "a"), Quantity(500, "m", "b")]
    assert total(legs, "mi").value == pytest.approx(0.932057, rel=1e-5)
    assert legs == [Quantity(1, "km", "a"), Quantity(500, "m", "b")]


def test_normalize_returns_new_objects():
    q = Quantity(2, "kg")
    result = normalize((q,), "g")
    assert result == [Quantity(2000.0, "g")]
    assert result[0] is not q and q == Quantity(2, "kg")


def test_one_quantity_in_two_reports():
    weight = Quantity(1.5, "kg", "parcel")
    metric = normalize([weight], "g")
    imperial = normalize([weight], "lb")
    assert metric[0].value == pytest.approx(1500.0)
    assert imperial[0].value == pytest.approx(3.306934, rel=1e-6)


def test_sort_returns_a_new_list():
    qs = [Quantity(1, "km"), Quantity(2000, "m"), Quantity(50, "cm")]
    ordered = sort_quantities(qs)
    assert [q.unit for q in qs] == ["km", "m", "cm"]
    assert ordered is not qs
    assert [q.unit for q in ordered] == ["cm", "km", "m"]
    assert sort_quantities([]) == []


def test_normalize_keeps_labels():
    result = normalize([Quantity(3, "ft", "height"), Quantity(1, "m")], "cm")
    assert [(round(q.value, 2), q.unit, q.label) for q in result] == [(91.44, "cm", "height"), (100.0, "cm", None)]


def test_sort_is_stable_and_reversible():
    qs = [Quantity(1, "m", "x"), Quantity(100, "cm", "y"), Quantity(2, "m", "z")]
    assert [q.label for q in sort_quantities(qs)] == ["x", "y", "z"]
    assert [q.label for q in sort_quantities(iter(qs), reverse=True)] == ["z", "x", "y"]


def test_total_result():
    assert total([Quantity(90, "min"), Quantity(1, "h")], "hr") == Quantity(2.5, "h")
