from datetime import date

from calspan import Recurrence, describe, parse_rule


def test_daily_until_inclusive():
    rule = Recurrence("daily", interval=3, until=date(2024, 3, 10))
    assert rule.occurrences(date(2024, 3, 1)) == [date(2024, 3, 1), date(2024, 3, 4), date(2024, 3, 7), date(2024, 3, 10)]


def test_until_equal_to_start_gives_one_occurrence():
    assert Recurrence("daily", until=date(2024, 5, 5)).occurrences(date(2024, 5, 5)) == [date(2024, 5, 5)]
    assert Recurrence("monthly", until=date(2024, 5, 5)).occurrences(date(2024, 5, 5)) == [date(2024, 5, 5)]


def test_monthly_until_inclusive():
    rule = parse_rule("FREQ=MONTHLY;UNTIL=20240430")
    assert rule.occurrences(date(2024, 1, 31)) == [date(2024, 1, 31), date(2024, 2, 29), date(2024, 3, 31), date(2024, 4, 30)]


def test_weekly_interval_until_inclusive():
    rule = Recurrence("weekly", interval=2, weekdays=(0, 2), until=date(2024, 1, 17))
    assert rule.occurrences(date(2024, 1, 1)) == [date(2024, 1, 1), date(2024, 1, 3), date(2024, 1, 15), date(2024, 1, 17)]
    rule = Recurrence("weekly", weekdays=(0, 2), until=date(2024, 1, 17))
    assert rule.occurrences(date(2024, 1, 1))[-1] == date(2024, 1, 17)


def test_next_after_can_return_the_until_date():
    rule = Recurrence("weekly", until=date(2024, 1, 29))
    assert rule.next_after(date(2024, 1, 1), date(2024, 1, 22)) == date(2024, 1, 29)
    assert rule.next_after(date(2024, 1, 1), date(2024, 1, 29)) is None


def test_until_between_occurrences_unchanged():
    rule = Recurrence("weekly", weekdays=(1, 3), until=date(2024, 3, 13))
    assert rule.occurrences(date(2024, 3, 5)) == [date(2024, 3, 5), date(2024, 3, 7), date(2024, 3, 12)]
    assert Recurrence("daily", until=date(2024, 2, 1)).occurrences(date(2024, 3, 1)) == []


def test_parsed_until_and_description():
    rule = parse_rule("FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE;UNTIL=20240331")
    assert rule.until == date(2024, 3, 31)
    assert describe(rule) == "every 2 weeks on Mon, Wed until 2024-03-31"
    assert rule == Recurrence("weekly", 2, None, date(2024, 3, 31), (0, 2))


def test_count_rules_unchanged():
    rule = Recurrence("monthly", interval=2, count=3)
    assert rule.occurrences(date(2024, 11, 30)) == [date(2024, 11, 30), date(2025, 1, 30), date(2025, 3, 30)]
    assert rule.next_after(date(2024, 11, 30), date(2025, 3, 30)) is None
