from conftest import day, sample_sessions

from liftlog import by_exercise, frequency, in_window, session_volume, window_volume


def test_session_volume():
    s = sample_sessions()[0]
    assert session_volume(s) == 1500 + 1050
    assert session_volume(s, "bench") == 1050


def test_window_in_the_middle():
    sessions = sample_sessions()
    assert [s.day for s in in_window(sessions, day(6), 7)] == [day(1), day(3), day(5)]
    assert window_volume(sessions, day(6), 7, "squat") == 1500 + 1575


def test_short_window():
    sessions = sample_sessions()
    assert [s.day for s in in_window(sessions, day(5), 3)] == [day(3), day(5)]


def test_frequency():
    assert frequency(sample_sessions(), "squat", day(6)) == 2
    assert frequency(sample_sessions(), "deadlift", day(6)) == 1


def test_by_exercise():
    totals = by_exercise(sample_sessions()[:2])
    assert totals == {"bench": 1050, "deadlift": 700, "press": 675, "squat": 1500}
