import pytest

from huekit import Color, ColorError, parse_color, parse_hex, parse_hsl, parse_rgb


def test_long_hex_forms():
    assert parse_hex("#336699") == Color(51, 102, 153)
    assert parse_hex("FF8000") == Color(255, 128, 0)
    assert parse_hex("#33669980") == Color(51, 102, 153, 0.502)


def test_short_hex_of_black_and_zero_alpha():
    assert parse_hex("#000") == Color(0, 0, 0)
    assert parse_hex("#0000").alpha == 0.0


@pytest.mark.parametrize("text", ["", "#", "#12", "#12345", "#ggg", "#1234567", "12-34-56"])
def test_bad_hex(text):
    with pytest.raises(ColorError):
        parse_hex(text)


def test_rgb_numbers_and_alpha():
    assert parse_rgb("rgb(10, 20, 30)") == Color(10, 20, 30)
    assert parse_rgb("RGBA(10,20,30,0.25)") == Color(10, 20, 30, 0.25)
    assert parse_rgb("rgba(10, 20, 30, 40%)").alpha == 0.4


def test_rgb_whole_percentages():
    assert parse_rgb("rgb(100%, 0%, 20%)") == Color(255, 0, 51)


def test_rgb_rejects_out_of_range_channels():
    for text in ("rgb(256, 0, 0)", "rgb(-1, 0, 0)", "rgb(1.5, 0, 0)", "rgb(101%, 0%, 0%)"):
        with pytest.raises(ColorError):
            parse_rgb(text)


def test_rgb_argument_count():
    for text in ("rgb(1, 2)", "rgb(1, 2, 3, 4, 5)", "rgb(1, , 3)", "rgb 1, 2, 3"):
        with pytest.raises(ColorError):
            parse_rgb(text)


def test_hsl_primaries():
    assert parse_hsl("hsl(0, 100%, 50%)") == Color(255, 0, 0)
    assert parse_hsl("hsl(120deg, 100%, 20%)") == Color(0, 102, 0)
    assert parse_hsl("hsla(240, 100%, 50%, 0.5)") == Color(0, 0, 255, 0.5)


def test_parse_color_dispatch():
    assert parse_color("Navy") == Color(0, 0, 128)
    assert parse_color("transparent").alpha == 0.0
    assert parse_color(" #336699 ") == Color(51, 102, 153)
    assert parse_color("rgb(1, 2, 3)") == Color(1, 2, 3)
    with pytest.raises(ColorError):
        parse_color("bluish")


def test_short_hex_doubles_each_digit():
    assert parse_hex("#abc") == Color(170, 187, 204)
