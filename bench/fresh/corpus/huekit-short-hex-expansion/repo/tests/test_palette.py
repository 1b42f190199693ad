import pytest

from huekit import Color, darken, gradient, lighten, mix, parse_color, sort_by_hue, sort_by_luminance, summary, unique

RED, GREEN, BLUE = Color(255, 0, 0), Color(0, 128, 0), Color(0, 0, 255)


def test_mix_and_gradient():
    assert mix(Color(0, 0, 0), Color(255, 255, 255)) == Color(128, 128, 128)
    steps = gradient(Color(0, 0, 0), Color(100, 200, 0), 5)
    assert steps[0] == Color(0, 0, 0) and steps[-1] == Color(100, 200, 0)
    assert steps[2] == Color(50, 100, 0)
    with pytest.raises(ValueError):
        gradient(RED, BLUE, 1)


def test_lighten_and_darken():
    assert lighten(Color(51, 102, 153), 0.2) == Color(102, 153, 204)
    assert darken(Color(51, 102, 153), 1.0) == Color(0, 0, 0)


def test_sort_by_luminance_order():
    colors = [Color(255, 255, 255), BLUE, Color(128, 128, 128)]
    assert sort_by_luminance(colors) == [BLUE, Color(128, 128, 128), Color(255, 255, 255)]
    assert sort_by_luminance(colors, reverse=True)[0] == Color(255, 255, 255)


def test_sort_by_hue_order():
    grey = Color(90, 90, 90)
    assert sort_by_hue([BLUE, grey, GREEN, RED]) == [grey, RED, GREEN, BLUE]


def test_unique_and_summary():
    colors = [RED, BLUE, parse_color("red"), GREEN]
    assert unique(colors) == [RED, BLUE, GREEN]
    s = summary(colors)
    assert (s["count"], s["distinct"], s["darkest"], s["lightest"]) == (4, 3, "#0000ff", "#ff0000")
