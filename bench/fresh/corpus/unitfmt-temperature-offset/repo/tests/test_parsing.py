import pytest

from unitfmt import ParseError, Quantity, UnknownUnit, parse_number, parse_quantity


def test_parse_quantity():
    assert parse_quantity("1.5 km") == Quantity(1.5, "km")
    assert parse_quantity("-40°F") == Quantity(-40.0, "F")
    assert parse_quantity("  .5 kg ") == Quantity(0.5, "kg")
    assert parse_quantity("3 lbs") == Quantity(3.0, "lb")


def test_parse_quantity_errors():
    with pytest.raises(ParseError):
        parse_quantity("km")
    with pytest.raises(ParseError):
        parse_quantity("12")
    with pytest.raises(UnknownUnit):
        parse_quantity("12 parsecs")


def test_parse_number_locales():
    assert parse_number("1,234.5") == 1234.5
    assert parse_number("1.234,5", locale="de") == 1234.5
    assert parse_number("-0,25", locale="fr") == -0.25
    with pytest.raises(ParseError):
        parse_number("12abc")
