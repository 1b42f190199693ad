import pytest

from gradeline import Score, UnknownStudent, class_summary, format_report


def test_category_averages(book):
    assert book.category_averages("ada") == {"homework": 95.0, "exams": 88.0, "participation": 95.0}
    assert book.category_averages("bo") == {"homework": 70.0, "exams": 60.0, "participation": 100.0}
    assert book.category_averages("dee") == {"homework": None, "exams": None, "participation": None}


def test_final_percent_and_letter(book):
    assert book.final_percent("ada") == 91.5
    assert book.letter("ada") == "A-"
    assert book.final_percent("bo") == 68.0
    assert book.letter("bo") == "D+"
    assert book.letter("dee") is None


def test_late_scores_are_penalised(book):
    book.record("dee", "exams", Score(80, 100, late_days=2))
    assert book.percents("dee", "exams") == [60.0]
    assert book.final_percent("dee") == 60.0


def test_scores_returns_a_copy(book):
    book.scores("ada", "exams").append(Score(0, 100))
    assert len(book.scores("ada", "exams")) == 1


def test_unknown_student_and_category(book):
    with pytest.raises(UnknownStudent):
        book.record("zed", "exams", Score(1, 2))
    with pytest.raises(UnknownStudent):
        book.record("ada", "quizzes", Score(1, 2))


def test_ranking_best_first(book):
    ranking = book.ranking()
    assert [name for name, _ in ranking] == ["ada", "cy", "bo"]


def test_report_lines(book):
    lines = format_report(book).splitlines()
    assert len(lines) == 4
    assert [line.split()[0] for line in lines] == ["ada", "bo", "cy", "dee"]
    assert lines[0].split()[1:] == ["91.50", "A-", "pass"]
    assert lines[3].split()[1:] == ["-"]


def test_class_summary(book):
    summary = class_summary(book)
    assert summary["count"] == 3
    assert summary["mean"] == 83.17
    assert summary["median"] == 90.0
