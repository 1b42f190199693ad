from datetime import date

from calspan import DateRange, Recurrence, add_months, months_between, next_month_start, quarter_end, quarter_start


def test_add_months_reaching_december_from_anywhere():
    assert add_months(date(2024, 6, 30), 6) == date(2024, 12, 30)
    assert add_months(date(2024, 12, 31), 0) == date(2024, 12, 31)
    assert add_months(date(2023, 12, 1), 12) == date(2024, 12, 1)
    assert add_months(date(2022, 1, 5), 35) == date(2024, 12, 5)


def test_add_months_backwards_into_december():
    assert add_months(date(2025, 1, 15), -1) == date(2024, 12, 15)
    assert add_months(date(2025, 3, 31), -3) == date(2024, 12, 31)
    assert add_months(date(2025, 1, 15), -13) == date(2023, 12, 15)


def test_next_month_start_and_q4_end():
    assert next_month_start(date(2024, 11, 20)) == date(2024, 12, 1)
    assert quarter_end(date(2024, 10, 5)) == date(2024, 12, 31)
    assert quarter_end(date(2023, 12, 31)) == date(2023, 12, 31)


def test_split_and_recurrence_through_december():
    pieces = DateRange(date(2024, 11, 15), date(2025, 1, 10)).split_by_month()
    assert [str(p) for p in pieces] == ["2024-11-15..2024-11-30", "2024-12-01..2024-12-31", "2025-01-01..2025-01-10"]
    rule = Recurrence("monthly", count=3)
    assert rule.occurrences(date(2024, 10, 31)) == [date(2024, 10, 31), date(2024, 11, 30), date(2024, 12, 31)]


def test_months_between_ending_in_december():
    assert months_between(date(2024, 11, 15), date(2024, 12, 15)) == 1
    assert months_between(date(2024, 1, 31), date(2024, 12, 30)) == 10


def test_month_shifts_elsewhere_unchanged():
    assert add_months(date(2023, 11, 30), 2) == date(2024, 1, 30)
    assert add_months(date(2024, 1, 10), -14) == date(2022, 11, 10)
    assert add_months(date(2024, 12, 15), 1) == date(2025, 1, 15)
    assert next_month_start(date(2024, 12, 15)) == date(2025, 1, 1)


def test_leap_year_clamping():
    assert add_months(date(2024, 1, 31), 1) == date(2024, 2, 29)
    assert add_months(date(2024, 3, 31), -1) == date(2024, 2, 29)
    assert add_months(date(2023, 3, 31), -1) == date(2023, 2, 28)


def test_first_three_quarters():
    assert [quarter_end(date(2024, m, 1)) for m in (1, 4, 7)] == [date(2024, 3, 31), date(2024, 6, 30), date(2024, 9, 30)]
    assert quarter_start(date(2024, 12, 31)) == date(2024, 10, 1)
