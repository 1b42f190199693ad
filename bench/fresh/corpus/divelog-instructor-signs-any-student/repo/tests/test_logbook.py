import pytest
from conftest import dive

from divelog import Dive, NotFound, PermissionDenied, ValidationError


def test_numbers_and_order(book):
    b = book.add(dive(date="2026-05-02", start="08:00"))
    a = book.add(dive(date="2026-05-01", start="14:00"))
    assert (b.number, a.number) == (1, 2)
    assert [d.number for d in book.dives_of("dan")] == [2, 1]
    with pytest.raises(NotFound):
        book.get(9)


def test_add_validates(book):
    with pytest.raises(NotFound):
        book.add(dive(diver="zed"))
    with pytest.raises(ValidationError):
        book.add(dive(start="25:00"))
    with pytest.raises(ValidationError):
        Dive("dan", "2026-05-01", "x", 0, 30, "09:00")


def test_surface_interval_same_day(book):
    a = book.add(dive(start="09:00", minutes=40))
    b = book.add(dive(start="11:10", minutes=35))
    assert book.surface_interval(a, b) == 90
    assert book.intervals_of("dan") == [90]
    assert book.end_time(a) == "09:40"
    assert book.end_date(a) == "2026-05-01"


def test_surface_interval_next_day(book):
    a = book.add(dive(date="2026-05-01", start="15:00", minutes=50))
    b = book.add(dive(date="2026-05-02", start="08:00", minutes=50))
    assert book.surface_interval(a, b) == 970


def test_overlapping_dives_are_rejected(book):
    a = book.add(dive(start="09:00", minutes=40))
    b = book.add(dive(start="09:30", minutes=20))
    with pytest.raises(ValidationError):
        book.surface_interval(a, b)


def test_check_warnings(book):
    a = book.add(dive(depth=25, minutes=30, start="09:00"))
    b = book.add(dive(depth=12, minutes=30, start="09:35"))
    assert book.check(a) == ["beyond the no-decompression limit"]
    assert book.check(b) == ["surface interval too short"]


def test_sign_by_own_instructor(book):
    d = book.add(dive("sam", training=True))
    assert book.sign(d.number, "ida").signed_by == "ida"
    with pytest.raises(ValidationError):
        book.sign(d.number, "ida")


def test_sign_is_refused_for_a_diver(book):
    d = book.add(dive("sam", training=True))
    with pytest.raises(PermissionDenied):
        book.sign(d.number, "dan")
    assert d.signed_by is None


def test_sign_all_training_dives(book):
    a = book.add(dive("sam", training=True, start="09:00"))
    book.add(dive("sam", training=False, start="11:00"))
    c = book.add(dive("sam", training=True, start="14:00"))
    assert book.sign_all("sam", "ida") == [a.number, c.number]
    assert book.sign_all("sam", "ida") == []


def test_notes_need_edit_rights(book):
    d = book.add(dive("dan"))
    book.add_note(d.number, "dan", "saw a turtle")
    assert d.notes == ["saw a turtle"]
    with pytest.raises(PermissionDenied):
        book.add_note(d.number, "sam", "me too")


def test_only_the_students_instructor_signs(book):
    d = book.add(dive("sam", training=True))
    with pytest.raises(PermissionDenied):
        book.sign(d.number, "ian")
    assert d.signed_by is None
