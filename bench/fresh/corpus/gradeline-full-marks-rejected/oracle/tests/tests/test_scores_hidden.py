import pytest

from gradeline import Score, ScoreError, effective_percent, parse_score, validate_score


def test_parse_full_marks():
    assert parse_score("10/10").percent == 100.0
    assert parse_score(" 20 / 20 ", late_days=1).late_days == 1
    assert effective_percent(parse_score("20/20", late_days=1)) == 90.0


def test_fractional_full_marks():
    assert Score(7.5, 7.5).fraction == 1.0
    validate_score(0.5, 0.5)


def test_full_marks_in_the_gradebook(book):
    book.record("dee", "exams", Score(50, 50))
    book.record("dee", "homework", parse_score("20/20"))
    assert book.category_averages("dee")["exams"] == 100.0
    assert book.final_percent("dee") == 100.0


def test_over_the_maximum_still_refused():
    for points, maximum in ((21, 20), (20.01, 20), (1, 0.5)):
        with pytest.raises(ScoreError):
            Score(points, maximum)
        with pytest.raises(ScoreError):
            validate_score(points, maximum)


def test_parse_over_the_maximum_still_refused():
    for text in ("11/10", "20.5/20", "1/0"):
        with pytest.raises(ScoreError):
            parse_score(text)


def test_ordinary_scores_unchanged():
    assert Score(0, 20).percent == 0.0
    assert parse_score("19.5/20").percent == 97.5
    with pytest.raises(ScoreError):
        Score(-0.5, 20)
