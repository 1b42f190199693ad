from datetime import date

import pytest

from calspan import DateRange, RangeError, merge_ranges, parse_range


def test_single_constructor():
    r = DateRange.single(date(2025, 12, 31))
    assert len(r) == 1 and date(2025, 12, 31) in r


def test_parse_single_date_and_equal_bounds():
    assert parse_range("2024-07-04") == DateRange(date(2024, 7, 4), date(2024, 7, 4))
    assert parse_range("2024-07-04..2024-07-04") == DateRange.single(date(2024, 7, 4))


def test_intersection_of_ranges_sharing_one_day():
    a = DateRange(date(2024, 3, 1), date(2024, 3, 10))
    b = DateRange(date(2024, 3, 10), date(2024, 3, 20))
    assert a.intersection(b) == DateRange(date(2024, 3, 10), date(2024, 3, 10))


def test_split_by_month_with_one_day_piece():
    pieces = DateRange(date(2024, 1, 15), date(2024, 2, 1)).split_by_month()
    assert [len(p) for p in pieces] == [17, 1]


def test_merge_single_days():
    days = [DateRange.single(date(2024, 5, d)) for d in (3, 1, 2, 9)]
    assert [str(r) for r in merge_ranges(days)] == ["2024-05-01..2024-05-03", "2024-05-09..2024-05-09"]


def test_reversed_range_still_rejected():
    with pytest.raises(RangeError):
        DateRange(date(2024, 3, 2), date(2024, 3, 1))
    with pytest.raises(RangeError):
        DateRange(date(2025, 1, 1), date(2024, 12, 31))


def test_parse_reversed_range_rejected():
    with pytest.raises(RangeError):
        parse_range("2024-03-10..2024-03-01")


def test_from_days_needs_a_day():
    with pytest.raises(RangeError):
        DateRange.from_days(date(2024, 3, 1), 0)
    with pytest.raises(RangeError):
        DateRange.from_days(date(2024, 3, 1), -3)
    assert len(DateRange.from_days(date(2024, 3, 1), 2)) == 2
