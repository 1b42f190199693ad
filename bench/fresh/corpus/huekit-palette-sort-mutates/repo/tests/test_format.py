from huekit import Color, describe, parse_color, to_hex, to_hsl_string, to_rgb_string


def test_to_hex_long_and_alpha():
    assert to_hex(Color(51, 102, 153)) == "#336699"
    assert to_hex(Color(51, 102, 153, 0.5)) == "#33669980"


def test_to_hex_short_when_possible():
    assert to_hex(Color(51, 102, 153), short=True) == "#369"
    assert to_hex(Color(51, 102, 154), short=True) == "#33669a"


def test_rgb_and_hsl_strings():
    assert to_rgb_string(Color(1, 2, 3)) == "rgb(1, 2, 3)"
    assert to_rgb_string(Color(1, 2, 3, 0.25)) == "rgba(1, 2, 3, 0.25)"
    assert to_hsl_string(Color(51, 102, 153)) == "hsl(210, 50%, 40%)"


def test_describe_uses_names():
    assert describe(parse_color("#ffa500")) == "orange"
    assert describe(Color(128, 128, 128)) == "gray"
    assert describe(Color(1, 2, 3)) == "#010203"
