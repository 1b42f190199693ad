from datetime import date

import pytest

from calspan import DateRange, RangeError, conflicts, merge_ranges, parse_range, total_days


def test_length_and_iteration():
    r = DateRange(date(2024, 2, 27), date(2024, 3, 2))
    assert len(r) == 5
    assert list(r)[-1] == date(2024, 3, 2)
    assert date(2024, 2, 29) in r


def test_overlapping_ranges():
    a = DateRange(date(2024, 3, 1), date(2024, 3, 10))
    b = DateRange(date(2024, 3, 5), date(2024, 3, 20))
    assert a.overlaps(b) and b.overlaps(a)
    assert a.intersection(b) == DateRange(date(2024, 3, 5), date(2024, 3, 10))


def test_disjoint_ranges():
    a = DateRange(date(2024, 3, 1), date(2024, 3, 10))
    b = DateRange(date(2024, 3, 15), date(2024, 3, 20))
    assert not a.overlaps(b)
    assert a.intersection(b) is None
    assert a.gap_days(b) == 4



def test_ranges_sharing_one_day_overlap():
    stay = DateRange(date(2024, 3, 1), date(2024, 3, 10))
    next_stay = DateRange(date(2024, 3, 10), date(2024, 3, 15))
    assert stay.overlaps(next_stay)


def test_split_by_month():
    pieces = DateRange(date(2024, 1, 20), date(2024, 3, 5)).split_by_month()
    assert [str(p) for p in pieces] == ["2024-01-20..2024-01-31", "2024-02-01..2024-02-29", "2024-03-01..2024-03-05"]


def test_merge_overlapping_and_adjacent():
    merged = merge_ranges(
        [
            DateRange(date(2024, 3, 10), date(2024, 3, 12)),
            DateRange(date(2024, 3, 1), date(2024, 3, 5)),
            DateRange(date(2024, 3, 6), date(2024, 3, 8)),
        ]
    )
    assert merged == [DateRange(date(2024, 3, 1), date(2024, 3, 8)), DateRange(date(2024, 3, 10), date(2024, 3, 12))]


def test_total_days_counts_each_day_once():
    ranges = [DateRange(date(2024, 3, 1), date(2024, 3, 10)), DateRange(date(2024, 3, 5), date(2024, 3, 12))]
    assert total_days(ranges) == 12


def test_conflicts_finds_double_bookings():
    bookings = [
        DateRange(date(2024, 6, 1), date(2024, 6, 7)),
        DateRange(date(2024, 6, 3), date(2024, 6, 4)),
        DateRange(date(2024, 6, 7), date(2024, 6, 9)),
        DateRange(date(2024, 7, 1), date(2024, 7, 2)),
    ]
    found = conflicts(bookings)
    assert (0, 1) in found
    assert all(3 not in pair for pair in found)


def test_parse_range():
    assert parse_range("2024-03-01..2024-03-31") == DateRange(date(2024, 3, 1), date(2024, 3, 31))
    with pytest.raises(RangeError):
        parse_range("March 2024")
