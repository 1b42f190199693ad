from datetime import date

from calspan import add_business_days, business_days_between, holidays_between, is_business_day, next_business_day, previous_business_day


def test_weekend_is_not_business_day():
    assert is_business_day(date(2024, 3, 8))
    assert not is_business_day(date(2024, 3, 9))
    assert not is_business_day(date(2024, 3, 10))


def test_calendar_holiday_is_not_business_day(uk_calendar):
    assert not is_business_day(date(2024, 12, 25), uk_calendar)
    assert is_business_day(date(2024, 12, 27), uk_calendar)


def test_add_business_days_skips_weekend():
    # Friday + 1 business day is Monday
    assert add_business_days(date(2024, 3, 8), 1) == date(2024, 3, 11)
    assert add_business_days(date(2024, 3, 8), 5) == date(2024, 3, 15)


def test_add_business_days_backwards():
    assert add_business_days(date(2024, 3, 11), -1) == date(2024, 3, 8)
    assert add_business_days(date(2024, 3, 11), 0) == date(2024, 3, 11)


def test_add_business_days_with_holiday_list():
    holidays = [date(2024, 5, 27)]
    assert add_business_days(date(2024, 5, 24), 1, holidays=holidays) == date(2024, 5, 28)


def test_business_days_between_half_open():
    assert business_days_between(date(2024, 3, 4), date(2024, 3, 11)) == 5
    assert business_days_between(date(2024, 3, 4), date(2024, 3, 4)) == 0
    assert business_days_between(date(2024, 3, 11), date(2024, 3, 4)) == -5


def test_business_days_between_with_calendar_and_list(uk_calendar):
    # Christmas week 2024: 25th and 26th are holidays, the 27th is an extra company closure
    n = business_days_between(date(2024, 12, 23), date(2024, 12, 30), uk_calendar, holidays=[date(2024, 12, 27)])
    assert n == 2


def test_next_and_previous_business_day(uk_calendar):
    assert next_business_day(date(2024, 12, 24), uk_calendar) == date(2024, 12, 27)
    assert previous_business_day(date(2025, 1, 2), uk_calendar) == date(2024, 12, 31)


def test_holidays_between_sorted():
    hol = [date(2024, 7, 4), date(2024, 1, 1), date(2024, 12, 25)]
    assert holidays_between(date(2024, 1, 1), date(2024, 7, 31), hol) == [date(2024, 1, 1), date(2024, 7, 4)]
