import pytest

from conftest import SAM
from routeset import GradeError, RouteBook, french_order, parse_french, parse_grade
from routeset.grades import FRENCH_TO_V


def test_every_chart_entry_converts():
    assert {g: parse_french(g) for g in FRENCH_TO_V} == FRENCH_TO_V


def test_plus_grades_sort_after_their_base():
    assert french_order(["6a+", "6a", "7c+", "7c", "5+", "5"]) == ["5", "5+", "6a", "6a+", "7c", "7c+"]


def test_plus_grades_through_parse_grade_and_the_book():
    assert (parse_grade("7C+"), parse_grade(" 8a+ ")) == (10, 12)
    b = RouteBook()
    assert b.add(SAM, "roof", "7b+", colour="grey", day=1).v == 8
    assert b.add(SAM, "roof", "6c+", colour="grey", day=1).v == 5


def test_plus_is_not_a_free_suffix():
    for bad in ("9a+", "6a++", "4+"):
        with pytest.raises(GradeError):
            parse_french(bad)


def test_bad_french_grades_still_rejected():
    for bad in ("6d", "+", "10a", "", "6 a", "v5"):
        with pytest.raises(GradeError):
            parse_french(bad)


def test_plain_grades_unchanged():
    assert [parse_french(g) for g in ("4", "6A", "7b", "8c", "9a")] == [0, 3, 8, 15, 17]
    assert french_order(["8a", "4", "6b"]) == ["4", "6b", "8a"]
