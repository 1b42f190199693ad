from datetime import date

from calspan import add_months, month_end, months_between, quarter_end, quarter_start



def test_add_months_keeps_day():
    assert add_months(date(2024, 3, 15), 2) == date(2024, 5, 15)
    assert add_months(date(2024, 3, 15), -2) == date(2024, 1, 15)


def test_add_months_clamps_to_month_end():
    assert add_months(date(2023, 1, 31), 1) == date(2023, 2, 28)
    assert add_months(date(2024, 5, 31), 1) == date(2024, 6, 30)


def test_add_months_across_years():
    assert add_months(date(2023, 10, 10), 5) == date(2024, 3, 10)
    assert add_months(date(2024, 2, 10), -3) == date(2023, 11, 10)


def test_month_end_and_quarters():
    assert month_end(date(2023, 2, 10)) == date(2023, 2, 28)
    assert month_end(date(2024, 2, 10)) == date(2024, 2, 29)
    assert quarter_start(date(2024, 5, 17)) == date(2024, 4, 1)
    assert quarter_end(date(2024, 5, 17)) == date(2024, 6, 30)


def test_months_between_counts_whole_months():
    assert months_between(date(2024, 1, 15), date(2024, 4, 14)) == 2
    assert months_between(date(2024, 1, 15), date(2024, 4, 15)) == 3
    assert months_between(date(2024, 4, 15), date(2024, 1, 15)) == -3
