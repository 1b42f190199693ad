from conftest import day, sample_sessions

from liftlog import Session, best_sets, estimated_max, new_records, session_lines, set_line, week_lines


def test_best_sets_and_estimate():
    sessions = sample_sessions()
    assert best_sets(sessions, "squat") == {5: 110}
    assert estimated_max(sessions, "squat") == 128.5
    assert estimated_max(sessions, "curl") is None


def test_new_records():
    today = Session(day(9)).add("squat", 110, 5).add("bench", 75, 3).add("press", 40, 8)
    assert new_records(sample_sessions(), today) == ["bench", "press"]


def test_lines():
    s = sample_sessions()[0]
    assert set_line("squat", s.lifts["squat"]) == "squat: 3x5@100"
    assert session_lines(s)[0] == "2026-05-01 (2550 kg)"
    lines = week_lines(sample_sessions(), day(9))
    assert lines[0] == "week to 2026-05-09: 3 sessions"
