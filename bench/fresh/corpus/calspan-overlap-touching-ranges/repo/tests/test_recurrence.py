from datetime import date

import pytest

from calspan import Recurrence, RecurrenceError, describe, parse_rule


def test_daily_with_count():
    rule = Recurrence("daily", interval=2, count=3)
    assert rule.occurrences(date(2024, 3, 1)) == [date(2024, 3, 1), date(2024, 3, 3), date(2024, 3, 5)]


def test_weekly_on_weekdays():
    rule = Recurrence("weekly", weekdays=(0, 2), until=date(2024, 1, 17))
    occ = rule.occurrences(date(2024, 1, 1))
    assert occ[:3] == [date(2024, 1, 1), date(2024, 1, 3), date(2024, 1, 8)]


def test_monthly_clamps_day():
    rule = Recurrence("monthly", count=4)
    assert rule.occurrences(date(2024, 1, 31)) == [date(2024, 1, 31), date(2024, 2, 29), date(2024, 3, 31), date(2024, 4, 30)]



def test_next_after():
    rule = Recurrence("weekly", interval=2, count=3)
    assert rule.next_after(date(2024, 1, 1), date(2024, 1, 10)) == date(2024, 1, 15)
    assert rule.next_after(date(2024, 1, 1), date(2024, 1, 29)) is None


def test_invalid_rules():
    with pytest.raises(RecurrenceError):
        Recurrence("yearly")
    with pytest.raises(RecurrenceError):
        Recurrence("daily", count=3, until=date(2024, 1, 1))
    with pytest.raises(RecurrenceError):
        Recurrence("monthly", weekdays=(1,))


def test_parse_rule_and_describe():
    rule = parse_rule("FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE;UNTIL=20240331")
    assert (rule.freq, rule.interval, rule.weekdays) == ("weekly", 2, (0, 2))
    assert describe(rule).startswith("every 2 weeks on Mon, Wed")
    assert describe(Recurrence("daily", count=1)) == "every day, 1 time"
