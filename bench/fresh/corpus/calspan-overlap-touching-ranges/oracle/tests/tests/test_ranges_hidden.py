from datetime import date

from calspan import DateRange, conflicts


def r(a, b):
    return DateRange(date.fromisoformat(a), date.fromisoformat(b))


def test_touching_ranges_overlap_in_both_orders():
    a, b = r("2025-01-25", "2025-02-01"), r("2025-02-01", "2025-02-05")
    assert a.overlaps(b)
    assert b.overlaps(a)


def test_single_day_ranges_overlap():
    day = DateRange.single(date(2024, 2, 29))
    assert day.overlaps(day)
    assert day.overlaps(r("2024-02-01", "2024-02-29"))
    assert r("2024-02-29", "2024-03-31").overlaps(day)


def test_intersection_of_touching_ranges_is_the_shared_day():
    a, b = r("2024-03-01", "2024-03-10"), r("2024-03-10", "2024-03-15")
    assert a.intersection(b) == DateRange.single(date(2024, 3, 10))
    assert b.intersection(a) == DateRange.single(date(2024, 3, 10))


def test_gap_days_of_touching_ranges_is_zero():
    assert r("2024-03-01", "2024-03-10").gap_days(r("2024-03-10", "2024-03-15")) == 0


def test_conflicts_lists_touching_bookings():
    bookings = [r("2024-06-01", "2024-06-07"), r("2024-06-03", "2024-06-04"), r("2024-06-07", "2024-06-09"), r("2024-07-01", "2024-07-02")]
    assert conflicts(bookings) == [(0, 1), (0, 2)]


def test_adjacent_ranges_do_not_overlap():
    a, b = r("2024-03-01", "2024-03-10"), r("2024-03-11", "2024-03-15")
    assert not a.overlaps(b) and not b.overlaps(a)
    assert a.intersection(b) is None
    assert a.gap_days(b) == 0


def test_disjoint_and_nested_ranges():
    outer, inner = r("2024-01-01", "2024-12-31"), r("2024-05-05", "2024-05-06")
    assert outer.overlaps(inner) and inner.overlaps(outer)
    assert outer.intersection(inner) == inner
    far = r("2025-01-03", "2025-01-04")
    assert not outer.overlaps(far)
    assert outer.gap_days(far) == 2


def test_conflicts_ignores_adjacent_bookings():
    bookings = [r("2024-06-01", "2024-06-07"), r("2024-06-08", "2024-06-09"), r("2024-06-10", "2024-06-12")]
    assert conflicts(bookings) == []
