from fractions import Fraction

import pytest

from rookrank import ResultError, parse_game_line, parse_result


def test_decisive_and_forfeit_results():
    assert parse_result("1-0").white == 1 and parse_result(" 0-1 ").black == 1
    forfeit = parse_result("+/-")
    assert (forfeit.white, forfeit.forfeit, forfeit.text) == (1, True, "+/-")


def test_the_standard_draw():
    r = parse_result("1/2-1/2")
    assert (r.white, r.black, r.text) == (Fraction(1, 2), Fraction(1, 2), "1/2-1/2")


def test_game_lines():
    assert parse_game_line("ann - bob 1-0")[:2] == ("ann", "bob")
    white, black, r = parse_game_line("Mary Ann  -  Bo Li   0-1")
    assert (white, black, r.black) == ("Mary Ann", "Bo Li", 1)


@pytest.mark.parametrize("text", ["", "2-0", "1-1", "draw", "1/2", "0-0"])
def test_bad_results(text):
    with pytest.raises(ResultError):
        parse_result(text)


def test_bad_game_lines():
    for line in ("ann bob 1-0", "ann - bob", "ann - bob 3-0"):
        with pytest.raises(ResultError):
            parse_game_line(line)
