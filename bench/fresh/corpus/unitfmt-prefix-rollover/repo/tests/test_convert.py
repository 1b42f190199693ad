import pytest

from unitfmt import IncompatibleUnits, Quantity, UnknownUnit, convert, convert_many, normalize, sort_quantities, total


def test_length_and_mass():
    assert convert(1.5, "km", "m") == 1500.0
    assert convert(12, "in", "ft") == pytest.approx(1.0)
    assert convert(1, "lb", "oz") == pytest.approx(16.0)


def test_celsius_to_kelvin():
    assert convert(0, "C", "K") == pytest.approx(273.15)
    assert convert(-273.15, "°C", "K") == pytest.approx(0.0)


def test_fahrenheit_to_kelvin():
    assert convert(32, "F", "K") == pytest.approx(273.15)
    assert convert_many([32, 212], "F", "K") == pytest.approx([273.15, 373.15])


def test_same_unit_and_errors():
    assert convert(5, "kg", "kg") == 5.0
    with pytest.raises(IncompatibleUnits):
        convert(1, "kg", "m")
    with pytest.raises(UnknownUnit):
        convert(1, "furlong", "m")


def test_quantity_to_keeps_label():
    q = Quantity(2.5, "kg", "net")
    assert q.to("g") == Quantity(2500.0, "g", "net")
    assert q == Quantity(2.5, "kg", "net")


def test_normalize_mixed_units():
    qs = [Quantity(1, "km"), Quantity(250, "m", "walk"), Quantity(30, "cm")]
    result = normalize(qs, "m")
    assert [q.value for q in result] == pytest.approx([1000, 250, 0.3])
    assert {q.unit for q in result} == {"m"}


def test_sort_and_total():
    qs = [Quantity(1, "km"), Quantity(2000, "m"), Quantity(50, "cm")]
    assert [q.value for q in sort_quantities(qs)] == [50, 1, 2000]
    assert total(qs, "m").value == pytest.approx(3000.5)
    with pytest.raises(IncompatibleUnits):
        total([Quantity(20, "C")], "C")
