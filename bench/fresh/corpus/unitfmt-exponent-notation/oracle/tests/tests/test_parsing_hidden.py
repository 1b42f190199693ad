import pytest

from unitfmt import ParseError, Quantity, UnknownUnit, parse_number, parse_quantity


@pytest.mark.parametrize("text, expected", [
    ("1.2E-3 m", Quantity(0.0012, "m")),
    ("6.5e+2 kg", Quantity(650.0, "kg")),
    ("-4e2 C", Quantity(-400.0, "C")),
    ("5E1km", Quantity(50.0, "km")),
])
def test_exponents_in_quantities(text, expected):
    assert parse_quantity(text) == expected


def test_exponents_in_plain_numbers():
    assert parse_number("1.5e3") == 1500.0
    assert parse_number("2,5e-3", locale="de") == 0.0025
    assert parse_number("-1E2") == -100.0


def test_not_quantities():
    for text in ["nan m", "inf kg", "-inf C", "1_000 m", "1e m", "e3 m", "1.5.2 m", "0x10 m", "1,5 m"]:
        with pytest.raises((ParseError, UnknownUnit)):
            parse_quantity(text)


def test_not_numbers():
    for text in ("nan", "1_000", "12abc", "1e", ""):
        with pytest.raises(ParseError):
            parse_number(text)


def test_plain_quantities_unchanged():
    assert parse_quantity("12 kg") == Quantity(12.0, "kg")
    assert parse_quantity("+3.5lb") == Quantity(3.5, "lb")
    assert parse_quantity("7. h") == Quantity(7.0, "h")
