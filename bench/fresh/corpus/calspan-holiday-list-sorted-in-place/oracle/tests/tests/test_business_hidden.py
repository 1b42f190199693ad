from datetime import date

from calspan import add_business_days, business_days_between, holidays_between, is_business_day, next_business_day

CLOSURES = [date(2024, 8, 16), date(2024, 8, 2), date(2024, 8, 9), date(2024, 8, 5)]


def test_add_business_days_does_not_reorder():
    closures = list(CLOSURES)
    assert add_business_days(date(2024, 8, 1), 3, holidays=closures) == date(2024, 8, 8)
    assert closures == CLOSURES


def test_is_business_and_next_business_day_do_not_reorder():
    closures = list(CLOSURES)
    assert not is_business_day(date(2024, 8, 9), holidays=closures)
    assert next_business_day(date(2024, 8, 1), holidays=closures) == date(2024, 8, 6)
    assert closures == CLOSURES


def test_holidays_between_does_not_reorder():
    closures = list(CLOSURES)
    assert holidays_between(date(2024, 8, 1), date(2024, 8, 10), closures) == [date(2024, 8, 2), date(2024, 8, 5), date(2024, 8, 9)]
    assert closures == CLOSURES


def test_long_list_with_duplicates_untouched():
    closures = [date(2024, 12, d) for d in (31, 24, 27, 24, 30, 26)]
    before = list(closures)
    assert business_days_between(date(2024, 12, 23), date(2025, 1, 2), holidays=closures) == 3
    assert closures == before


def test_counts_with_unsorted_lists():
    assert business_days_between(date(2024, 8, 1), date(2024, 8, 19), holidays=list(CLOSURES)) == 8
    assert add_business_days(date(2024, 8, 19), -4, holidays=list(CLOSURES)) == date(2024, 8, 12)


def test_tuples_sets_and_generators():
    assert business_days_between(date(2024, 8, 1), date(2024, 8, 19), holidays=tuple(CLOSURES)) == 8
    assert business_days_between(date(2024, 8, 1), date(2024, 8, 19), holidays=set(CLOSURES)) == 8
    assert business_days_between(date(2024, 8, 1), date(2024, 8, 19), holidays=(d for d in CLOSURES)) == 8


def test_holidays_between_dedupes_and_sorts():
    assert holidays_between(date(2024, 8, 1), date(2024, 8, 31), CLOSURES + [date(2024, 8, 5)]) == sorted(CLOSURES)
