import pytest

from unitfmt import Quantity, format_column, format_number, format_quantity, humanize


def test_format_number_locales():
    assert format_number(1234567.891) == "1,234,567.89"
    assert format_number(-1234.5, 2, locale="de") == "-1.234,50"
    assert format_number(1234.5, 1, locale="fr") == "1\u202f234,5"
    assert format_number(1234.5, 0, locale="ch") == "1'235"
    assert format_number(999, 0) == "999"


def test_format_number_no_negative_zero():
    assert format_number(-0.001, 2) == "0.00"


def test_unknown_locale():
    with pytest.raises(ValueError):
        format_number(1, locale="xx")


def test_format_quantity():
    assert format_quantity(Quantity(12.5, "kg")) == "12.50 kg"
    assert format_quantity(Quantity(3, "m", "width"), 1, locale="de") == "width: 3,0 m"


def test_format_column_aligns():
    cells = format_column([1234.5, -0.4, 1.005, 12, -2.345])
    assert len({len(c) for c in cells}) == 1
    assert cells[0] == "1,234.50"


def test_humanize_si_and_binary():
    assert humanize(1_500_000, "B") == "1.5 MB"
    assert humanize(512, "B") == "512 B"
    assert humanize(3 * 1024**3, "B", binary=True) == "3.0 GiB"
    assert humanize(-2500, "W") == "-2.5 kW"
    assert humanize(0.5) == "0.5"


def test_humanize_file_listing():
    sizes = [512, 2048, 999_999, 5_000_000]
    listing = [humanize(s, "B") for s in sizes]
    assert listing[0] == "512 B"
    assert all(item.endswith("B") for item in listing)
    assert listing[-1] == "5.0 MB"
