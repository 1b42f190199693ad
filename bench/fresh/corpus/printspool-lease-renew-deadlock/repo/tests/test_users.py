import pytest

from printspool import Job, User, can_manage, permitted
from conftest import ANN, BOB, GUEST, ROOT


def test_user_validation():
    assert User("ann").role == "user"
    with pytest.raises(ValueError):
        User("ann smith")
    with pytest.raises(ValueError):
        User("ann", "owner")


def test_permission_table():
    assert permitted(GUEST, "view") and not permitted(GUEST, "submit")
    assert permitted(ANN, "submit") and not permitted(ANN, "reset_stats")
    assert permitted(ROOT, "reset_stats") and permitted(ROOT, "lease")
    with pytest.raises(ValueError):
        permitted(ANN, "fly")


def test_owner_manages_own_job():
    job = Job(1, "ann", "report.pdf", 3)
    assert can_manage(ANN, job)
    assert not can_manage(User("ann", "guest"), job)


def test_admin_manages_any_job():
    assert can_manage(ROOT, Job(1, "bob", "slides.pdf", 12))
    assert can_manage(ROOT, Job(2, "root", "memo.txt", 1))
    assert not can_manage(GUEST, Job(3, "bob", "x.pdf", 1))
