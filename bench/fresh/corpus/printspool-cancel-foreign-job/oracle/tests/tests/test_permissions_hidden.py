import pytest

from printspool import Job, PermissionDenied, Spooler, User, can_manage, permitted

ANN, BOB = User("ann"), User("bob")
OPS, ROOT, GUS = User("olga", "operator"), User("root", "admin"), User("gus", "guest")


def test_user_cannot_hold_or_release_someone_elses_job():
    spool = Spooler(("lobby",))
    job = spool.submit(ANN, "thesis.pdf", 200)
    with pytest.raises(PermissionDenied):
        spool.hold(BOB, job.id)
    spool.hold(ANN, job.id)
    with pytest.raises(PermissionDenied):
        spool.release(BOB, job.id)
    assert job.state == "held"


def test_can_manage_foreign_jobs_by_role():
    job = Job(1, "ann", "a.pdf", 1)
    assert not can_manage(BOB, job)
    assert not permitted(BOB, "manage_any")
    assert [can_manage(u, job) for u in (GUS, BOB, OPS, ROOT)] == [False, False, True, True]


def test_foreign_cancel_is_refused_before_anything_changes():
    spool = Spooler(("lobby",))
    job = spool.submit(ANN, "a.pdf", 1)
    spool.hold(ANN, job.id)
    with pytest.raises(PermissionDenied):
        spool.cancel(BOB, job.id)
    assert spool.queue.held() == [job]


def test_operators_manage_any_job():
    spool = Spooler(("lobby",))
    job = spool.submit(ANN, "a.pdf", 1)
    spool.hold(OPS, job.id)
    spool.release(OPS, job.id)
    assert spool.cancel(OPS, job.id).state == "cancelled"
    assert permitted(OPS, "manage_any") and not permitted(OPS, "reset_stats")


def test_owners_and_guests():
    spool = Spooler(("lobby",))
    job = spool.submit(BOB, "b.pdf", 1)
    assert can_manage(BOB, job) and can_manage(User("bob", "operator"), job)
    assert not can_manage(User("bob", "guest"), job)
    assert spool.cancel(BOB, job.id).state == "cancelled"
