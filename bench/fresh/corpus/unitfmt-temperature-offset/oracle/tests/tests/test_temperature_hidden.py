import pytest

from unitfmt import Quantity, convert, convert_many, get_unit, parse_quantity


def test_to_fahrenheit_from_everything():
    assert convert(273.15, "K", "F") == pytest.approx(32.0)
    assert convert(-40, "C", "F") == pytest.approx(-40.0)
    assert convert(0, "K", "°F") == pytest.approx(-459.67)


def test_convert_many_to_fahrenheit():
    assert convert_many([0, 37, 100], "C", "F") == pytest.approx([32.0, 98.6, 212.0])
    assert convert_many([300], "K", "F") == pytest.approx([80.33])


def test_quantity_to_fahrenheit():
    body = parse_quantity("37 °C").to("F")
    assert body.unit == "F"
    assert body.value == pytest.approx(98.6)


def test_unit_from_base_inverts_to_base():
    for symbol in ("F", "C", "K", "km", "lb"):
        unit = get_unit(symbol)
        assert unit.from_base(unit.to_base(12.5)) == pytest.approx(12.5)


def test_conversions_that_already_worked():
    assert convert(212, "F", "C") == pytest.approx(100.0)
    assert convert(300, "K", "C") == pytest.approx(26.85)
    assert convert(25, "C", "K") == pytest.approx(298.15)
    assert convert_many([-40, 32], "F", "C") == pytest.approx([-40.0, 0.0])


def test_incompatible_and_unknown_units_still_refused():
    from unitfmt import IncompatibleUnits, UnknownUnit

    with pytest.raises(IncompatibleUnits):
        convert(20, "C", "kg")
    with pytest.raises(UnknownUnit):
        convert_many([1], "R", "F")


def test_non_temperature_conversions_unchanged():
    assert convert(5, "mi", "km") == pytest.approx(8.04672)
    assert convert_many([1, 2.5], "h", "min") == [60.0, 150.0]
    assert Quantity(3, "ft", "h").to("in") == Quantity(pytest.approx(36.0), "in", "h")
