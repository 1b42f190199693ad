import pytest

from printspool import PermissionDenied, UnknownJob
from conftest import ANN, BOB, GUEST, ROOT


def test_submit_print_finish(spool):
    a = spool.submit(ANN, "report.pdf", 3, copies=2)
    b = spool.submit(BOB, "urgent.pdf", 1, priority=1)
    assert spool.next_job(0) is b
    spool.finish(b, "lab")
    got = spool.next_job(0)
    spool.finish(got, "lobby", ok=False, wasted=1)
    assert got is a and a.state == "failed" and b.state == "done"
    snap = spool.stats.snapshot()
    assert snap["sheets"] == 1 and snap["wasted"] == 1
    assert spool.jobs_of(ANN) == [a]


def test_guest_cannot_submit(spool):
    with pytest.raises(PermissionDenied):
        spool.submit(GUEST, "x.pdf", 1)
    with pytest.raises(UnknownJob):
        spool.job(42)


def test_owner_cancels_and_holds_own_job(spool):
    job = spool.submit(ANN, "report.pdf", 3)
    spool.hold(ANN, job.id)
    spool.release(ANN, job.id)
    assert spool.cancel(ANN, job.id).state == "cancelled"


def test_admin_cancels_any_job(spool):
    job = spool.submit(ANN, "report.pdf", 3)
    assert spool.cancel(ROOT, job.id).state == "cancelled"


def test_only_admins_reset_stats(spool):
    spool.finish(spool.submit(ANN, "a.pdf", 2), "lobby")
    with pytest.raises(PermissionDenied):
        spool.reset_stats(ANN)
    spool.reset_stats(ROOT)
    assert spool.stats.snapshot()["sheets"] == 0


def test_user_cannot_cancel_someone_elses_job(spool):
    job = spool.submit(ANN, "thesis.pdf", 200)
    with pytest.raises(PermissionDenied):
        spool.cancel(BOB, job.id)
    assert job.state == "queued"
