import pytest

from huekit import WHITE, Color, ColorError, parse_color, parse_hex, to_hex


def test_every_short_digit_is_doubled():
    for i, d in enumerate("0123456789abcdef"):
        assert parse_hex("#" + d * 3) == Color(17 * i, 17 * i, 17 * i)
    assert parse_hex("#fff") == WHITE
    assert parse_hex("#ABC") == Color(170, 187, 204)
    assert parse_hex(" 09f ") == Color(0, 153, 255)


def test_short_hex_with_alpha():
    assert parse_hex("#abcd") == Color(170, 187, 204, 0.867)
    assert parse_hex("#fff8") == Color(255, 255, 255, 0.533)
    assert parse_hex("#F00F") == Color(255, 0, 0)


def test_short_forms_through_parse_color():
    assert parse_color("#fff") == WHITE
    assert parse_color("#123") == Color(17, 34, 51)
    assert parse_color("#1234").alpha == 0.267


def test_short_forms_round_trip():
    for text in ("#369", "#09f", "#fc08", "#eee"):
        assert to_hex(parse_hex(text), short=True) == text


def test_long_forms_unchanged():
    assert parse_hex("#AABBCC") == Color(170, 187, 204)
    assert parse_hex("aabbccdd") == Color(170, 187, 204, 0.867)
    assert parse_hex("#000") == Color(0, 0, 0)
    assert to_hex(parse_hex("#336699"), short=True) == "#369"


def test_hex_length_errors():
    for text in ("#abcde", "#1", "abcdefa", "#abc#", "#ab c"):
        with pytest.raises(ColorError):
            parse_hex(text)
