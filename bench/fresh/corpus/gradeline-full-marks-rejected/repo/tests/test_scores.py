import pytest

from gradeline import Score, ScoreError, effective_percent, late_penalty, parse_score


def test_score_percent_and_str():
    s = Score(17, 20)
    assert s.percent == 85.0
    assert s.fraction == pytest.approx(0.85)
    assert str(s) == "17/20"
    assert str(Score(7.5, 10, late_days=2)) == "7.5/10 (2d late)"


def test_score_rejects_negative_and_bad_maximum():
    with pytest.raises(ScoreError):
        Score(-1, 20)
    with pytest.raises(ScoreError):
        Score(5, 0)
    with pytest.raises(ScoreError):
        Score(5, 10, late_days=-1)


def test_parse_score_forms():
    assert parse_score("17.5 / 20").points == 17.5
    assert parse_score("3/4").percent == 75.0
    assert parse_score(" 9/10 ", late_days=1, label="lab 2").label == "lab 2"


def test_parse_score_rejects_garbage_and_over_maximum():
    for text in ("abc", "12/10", "5/0", "-3/10", "7 of 10"):
        with pytest.raises(ScoreError):
            parse_score(text)


def test_late_penalty():
    assert late_penalty(85.0, 0) == 85.0
    assert late_penalty(85.0, 2) == 65.0
    assert late_penalty(85.0, 9) == 35.0
    assert late_penalty(30.0, 5) == 0.0
    assert late_penalty(90.0, 1, per_day=5.0) == 85.0


def test_effective_percent_uses_late_days():
    assert effective_percent(Score(18, 20, late_days=1)) == 80.0
    assert effective_percent(Score(18, 20)) == 90.0


def test_full_marks_are_valid():
    s = Score(20, 20)
    assert s.percent == 100.0
