from conftest import run_together
from tapline import ManualClock, PourTally


def test_record_and_unrecord(clock):
    t = PourTally(clock)
    t.record("t1", "pale", 568)
    t.record("t1", "pale", 284, comped=True)
    t.unrecord("t1", "pale", 568)
    snap = t.snapshot()
    assert snap == {"pours": {"t1": 1}, "ml": {"pale": 284}, "comped_ml": 284, "last_pour": 500.0}


def test_concurrent_records():
    t = PourTally(ManualClock(0.0, delay=0.02))
    run_together(6, lambda i: t.record("t1" if i % 2 else "t2", "pale", 100))
    assert t.snapshot()["pours"] == {"t1": 3, "t2": 3}
