from kilnfire import Schedule, Segment, cone_temp, format_temp, parse_temp, round_to, schedule_lines, summary

CONE10 = Schedule("cone 10", [Segment(100, 600), Segment(150, 1100), Segment(60, 1285, hold=10)])


def test_round_to_halves():
    assert round_to(1217.5, 5) == 1220
    assert round_to(1212.5, 5) == 1215
    assert round_to(2.25, 0.1) == 2.3
    assert round_to(0.5) == 1
    assert round_to(2.5) == 3


def test_negative_halves_away_from_zero():
    assert round_to(-2.5) == -3
    assert round_to(-1212.5, 5) == -1215
    assert round_to(-0.25, 0.1) == -0.3


def test_schedule_line_to_cone_10():
    assert schedule_lines(CONE10, "F", step=10)[2] == "3. 108°F/h to 2350°F, hold 10 min"
    assert format_temp(1285, "F", step=10) == "2350°F"
    assert cone_temp("10", "C", step=10) == 1290


def test_values_that_are_not_halves():
    assert round_to(1222.4) == 1222
    assert round_to(-7.4) == -7
    assert round_to(1231, 5) == 1230
    assert round_to(2.26, 0.1) == 2.3
    assert isinstance(round_to(1222.4), int) and isinstance(round_to(2.26, 0.1), float)
    assert cone_temp("6", "F") == 2232
    assert format_temp(1063, "F", step=10) == "1950°F"
    assert format_temp(parse_temp("1944.6F"), "F", step=10) == "1940°F"


def test_fahrenheit_lines_and_summary(bisque):
    assert schedule_lines(CONE10, "F", step=10)[:2] == ["1. 180°F/h to 1110°F", "2. 270°F/h to 2010°F"]
    assert summary(bisque, "F") == "bisque 04: peak 1945°F, 11h55, 3 segments"
