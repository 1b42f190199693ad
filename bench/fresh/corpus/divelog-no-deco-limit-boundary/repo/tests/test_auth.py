from conftest import ADA, DAN, IAN, IDA, SAM, SUE, dive

from divelog import may_edit, may_sign


def test_instructor_signs_own_students_training_dive():
    assert may_sign(IDA, SAM, dive("sam", training=True))
    assert not may_sign(IDA, SAM, dive("sam", training=False))


def test_who_signs_certified_divers():
    assert may_sign(IAN, DAN, dive("dan"))
    assert may_sign(ADA, SUE, dive("sue", training=True))
    assert not may_sign(DAN, SAM, dive("sam", training=True))
    assert not may_sign(IDA, IDA, dive("ida"))


def test_may_edit():
    d = dive("dan")
    assert may_edit(DAN, DAN, d)
    assert not may_edit(IDA, DAN, d)
    d.signed_by = "ian"
    assert not may_edit(DAN, DAN, d)
    assert may_edit(ADA, DAN, d)
