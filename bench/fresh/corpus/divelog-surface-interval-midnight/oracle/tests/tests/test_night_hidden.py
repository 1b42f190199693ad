import pytest
from conftest import dive

from divelog import ValidationError


def test_end_date_of_a_night_dive(book):
    a = book.add(dive(date="2026-05-01", start="23:30", minutes=45))
    assert book.end_date(a) == "2026-05-02"
    assert book.end_time(a) == "00:15"


def test_dive_ending_at_midnight(book):
    a = book.add(dive(date="2026-05-01", start="23:20", minutes=40))
    b = book.add(dive(date="2026-05-02", start="00:30", minutes=30))
    assert book.end_date(a) == "2026-05-02"
    assert book.surface_interval(a, b) == 30


def test_check_and_intervals_after_midnight(book):
    book.add(dive(date="2026-05-01", start="21:00", minutes=30))
    a = book.add(dive(date="2026-05-01", start="23:50", minutes=20))
    b = book.add(dive(date="2026-05-02", start="00:15", minutes=20))
    assert book.intervals_of("dan") == [140, 5]
    assert book.check(b) == ["surface interval too short"]
    assert book.check(a) == []


def test_overlap_after_midnight_is_rejected(book):
    a = book.add(dive(date="2026-05-01", start="23:50", minutes=40))
    b = book.add(dive(date="2026-05-02", start="00:10", minutes=20))
    with pytest.raises(ValidationError):
        book.surface_interval(a, b)


def test_same_day_dives_unchanged(book):
    a = book.add(dive(date="2026-05-01", start="22:00", minutes=59))
    b = book.add(dive(date="2026-05-03", start="07:00", minutes=30))
    assert book.end_date(a) == "2026-05-01"
    assert book.surface_interval(a, b) == 1921
    assert book.end_time(b) == "07:30"


def test_intervals_of_a_day(book):
    book.add(dive(start="08:00", minutes=40))
    book.add(dive(start="10:00", minutes=40))
    book.add(dive(start="14:30", minutes=45))
    assert book.intervals_of("dan") == [80, 230]
