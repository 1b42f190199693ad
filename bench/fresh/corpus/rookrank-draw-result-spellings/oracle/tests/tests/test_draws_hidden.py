from fractions import Fraction

import pytest

from rookrank import ResultError, Tournament, parse_game_line, parse_result
from conftest import club


def test_all_draw_spellings():
    draw = parse_result("1/2-1/2")
    assert parse_result("0.5-0.5") == draw
    assert parse_result(" ½ - ½ ") == draw
    assert parse_result("0.5 - 0.5") == draw
    assert parse_result("½-½").text == "1/2-1/2"


def test_game_lines_with_other_draw_spellings():
    assert parse_game_line("ann - bob ½-½")[2].white == Fraction(1, 2)
    white, black, r = parse_game_line("Mary Ann - Bo Li 0.5-0.5")
    assert (white, black, r.black) == ("Mary Ann", "Bo Li", Fraction(1, 2))


def test_record_line_with_other_draw_spellings():
    t = Tournament("Club", club())
    t.record_line(1, "ann - bob ½-½")
    t.record_line(1, "cy - dee 0.5-0.5")
    assert [g.result.text for g in t.games] == ["1/2-1/2", "1/2-1/2"]
    assert {r.name: r.points for r in t.table()}["dee"] == Fraction(1, 2)


@pytest.mark.parametrize("text", ["", "2-0", "1-1", "draw", "1/2", "0-0", "0.5-1"])
def test_bad_results(text):
    with pytest.raises(ResultError):
        parse_result(text)


def test_bad_results_with_half_signs():
    for text in ("½-1", "½", "1-½", "½-½-½"):
        with pytest.raises(ResultError):
            parse_result(text)


def test_known_results_and_lines_unchanged():
    assert parse_result("1-0").text == "1-0" and parse_result("-/+").forfeit
    assert parse_result(" 1/2 - 1/2 ").white == Fraction(1, 2)
    for line in ("ann bob ½-½", "ann - bob", "ann - bob 3-0", "ann - bob ½-1"):
        with pytest.raises(ResultError):
            parse_game_line(line)
