import pytest
from conftest import ADA, DAN, IAN, IDA, SAM, SUE, dive

from divelog import PermissionDenied, ValidationError, may_sign


def test_may_sign_refuses_another_instructors_student():
    assert not may_sign(IAN, SAM, dive("sam", training=True))
    assert not may_sign(IDA, SUE, dive("sue", training=True))


def test_sign_all_refuses_another_instructor(book):
    a = book.add(dive("sam", training=True, start="09:00"))
    b = book.add(dive("sam", training=True, start="14:00"))
    with pytest.raises(PermissionDenied):
        book.sign_all("sam", "ian")
    assert (a.signed_by, b.signed_by) == (None, None)


def test_sign_of_sue_by_ida_is_refused(book):
    d = book.add(dive("sue", training=True))
    with pytest.raises(PermissionDenied):
        book.sign(d.number, "ida")
    assert d.signed_by is None


def test_own_instructor_admin_and_witness_still_sign(book):
    a = book.add(dive("sue", training=True, start="09:00"))
    book.add(dive("sue", training=True, start="14:00"))
    assert len(book.sign_all("sue", "ian")) == 2
    b = book.add(dive("sam", training=True, date="2026-05-02"))
    assert book.sign(b.number, "ada").signed_by == "ada"
    c = book.add(dive("dan"))
    assert book.sign(c.number, "ida").signed_by == "ida"
    with pytest.raises(ValidationError):
        book.sign(a.number, "ian")


def test_instructor_signs_own_students_training_dive():
    assert may_sign(IDA, SAM, dive("sam", training=True))
    assert not may_sign(IDA, SAM, dive("sam", training=False))


def test_non_training_dives_of_students_are_not_signed(book):
    assert not may_sign(IDA, SAM, dive("sam", training=False))
    assert may_sign(ADA, SAM, dive("sam", training=False))
    assert not may_sign(DAN, DAN, dive("dan"))
    d = book.add(dive("sam", training=False))
    with pytest.raises(PermissionDenied):
        book.sign(d.number, "ida")
