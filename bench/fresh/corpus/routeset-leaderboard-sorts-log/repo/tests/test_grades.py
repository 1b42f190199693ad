import pytest

from routeset import (
    GradeError, format_v, french_order, grade_band, grade_span, harder, is_advanced, parse_french, parse_grade,
    parse_v, to_french,
)


def test_parse_v_forms():
    assert [parse_v(t) for t in ("V0", "v3", " V10 ", "VB", "V17")] == [0, 3, 10, 0, 17]


@pytest.mark.parametrize("text", ["", "V", "5", "V-1", "V18", "X3", "V3+"])
def test_bad_v_grades(text):
    with pytest.raises(GradeError):
        parse_v(text)


def test_parse_french_plain_grades():
    assert [parse_french(t) for t in ("4", "5", "6a", "6B", "6c", "7a", "8a")] == [0, 1, 3, 4, 5, 6, 11]


def test_parse_grade_either_notation():
    assert (parse_grade("V6"), parse_grade("7a"), parse_grade("vb")) == (6, 6, 0)
    with pytest.raises(GradeError):
        parse_grade("6d")


def test_format_and_to_french():
    assert (format_v(4), to_french(4), to_french(0), to_french(17)) == ("V4", "6b", "4", "9a")
    with pytest.raises(GradeError):
        to_french(18)
    with pytest.raises(GradeError):
        format_v(True)


def test_french_order_is_a_new_sorted_list():
    grades = ["7a", "5", "6c", "6a"]
    assert french_order(grades) == ["5", "6a", "6c", "7a"]
    assert grades == ["7a", "5", "6c", "6a"]


def test_bands_of_clear_grades():
    assert [grade_band(v) for v in (0, 1, 4, 6, 7, 11)] == [
        "beginner", "beginner", "intermediate", "advanced", "advanced", "elite",
    ]


def test_is_advanced_clear_cases():
    assert (is_advanced(2), is_advanced(7), is_advanced(12)) == (False, True, True)


def test_span_and_harder():
    assert (grade_span(["V2", "6c", "VB"]), grade_span(["6b"])) == ("V0-V5", "V4")
    assert (harder("V3", "6b"), harder("6a", "V3")) == ("6b", "6a")
