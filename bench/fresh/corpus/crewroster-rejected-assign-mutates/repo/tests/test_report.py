from crewroster import Shift, format_summary, member_week, open_slots, week_summary

from conftest import MIA, NOAH


def test_member_week(roster):
    roster.assign(MIA, "d1", "ali")
    roster.assign(MIA, "d3", "ali")
    week = member_week(roster, "ali")
    assert week == {"hours": 16, "overtime": 0, "night_hours": 0,
                    "shifts": ["d1 Mon 06:00-14:00", "d3 Tue 06:00-14:00"]}


def test_overtime(roster):
    for i, day in enumerate(("thu", "fri", "sat", "sun")):
        roster.add_shift(MIA, Shift(f"x{i}", day, "06:00", "17:00", "day"))
        roster.assign(MIA, f"x{i}", "cal")
    assert member_week(roster, "cal")["overtime"] == 4


def test_open_slots(roster):
    roster.assign(MIA, "d1", "ali")
    roster.assign(MIA, "d2", "bea")
    assert open_slots(roster) == {"d1": 1, "d3": 1, "n1": 1, "d4": 3}


def test_week_summary_and_format(roster):
    roster.assign(MIA, "d1", "ali")
    roster.add_shift(MIA, Shift("e1", "thu", "14:00", "23:00", "day"))
    roster.assign(MIA, "e1", "bea")
    summary = week_summary(roster, crew="day")
    assert list(summary["members"]) == ["ali", "bea", "cal", "leo", "mia"]
    assert summary["total_hours"] == 17
    text = format_summary(summary)
    assert "ali: 8 h" in text and "bea: 9 h, 1 h at night" in text
    assert "open: d4 x3" in text


def test_format_summary_with_overtime(roster):
    for i, day in enumerate(("tue", "thu", "fri", "sat")):
        roster.add_shift(MIA, Shift(f"x{i}", day, "06:00", "17:00", "day"))
        roster.assign(MIA, f"x{i}", "bea")
    text = format_summary(week_summary(roster, crew="day"))
    assert "bea: 44 h (4 h overtime)" in text.splitlines()
