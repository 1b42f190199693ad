from conftest import day, sample_sessions

from liftlog import frequency, in_window, week_lines, window_volume


def test_week_volume_ending_on_a_session_day():
    sessions = sample_sessions()
    assert window_volume(sessions, day(8), 7, "squat") == 1575 + 1650
    assert window_volume(sessions, day(8)) == 1087.5 + 700 + 1387.5 + 3225


def test_frequency_over_exactly_the_window():
    sessions = sample_sessions()
    assert frequency(sessions, "squat", day(8)) == 2
    assert frequency(sessions, "squat", day(5), 4) == 1
    assert frequency(sessions, "press", day(10), 8) == 2


def test_short_windows():
    sessions = sample_sessions()
    assert [s.day for s in in_window(sessions, day(3), 2)] == [day(3)]
    assert [s.day for s in in_window(sessions, day(5), 4)] == [day(3), day(5)]
    assert in_window(sessions, day(4), 1) == []


def test_week_lines_ending_on_a_session_day():
    assert week_lines(sample_sessions(), day(8)) == ["week to 2026-05-08: 3 sessions"] + ['bench: 1087.5 kg', 'deadlift: 700 kg', 'press: 1387.5 kg', 'squat: 3225 kg']


def test_week_lines_mid_week():
    assert week_lines(sample_sessions(), day(9)) == ["week to 2026-05-09: 3 sessions"] + ['bench: 1087.5 kg', 'deadlift: 700 kg', 'press: 1387.5 kg', 'squat: 3225 kg']


def test_window_order_and_empty_windows():
    sessions = sample_sessions()
    shuffled = [sessions[2], sessions[0], sessions[1]]
    assert [s.day for s in in_window(shuffled, day(6), 7)] == [day(1), day(3), day(5)]
    assert in_window(sessions, day(20), 7) == []
    assert frequency(sessions, "squat", day(30)) == 0
