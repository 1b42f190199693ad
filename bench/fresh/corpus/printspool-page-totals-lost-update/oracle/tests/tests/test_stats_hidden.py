from printspool import ManualClock, Spooler, SpoolStats, User
from conftest import run_together


def test_per_printer_totals_under_concurrency():
    stats = SpoolStats(ManualClock(50.0, delay=0.01))
    run_together(8, lambda i: stats.record_done(("lobby", "lab")[i % 2], i + 1))
    snap = stats.snapshot()
    assert snap["per_printer"] == {"lobby": 16, "lab": 20}
    assert snap["sheets"] == 36 and snap["jobs"]["done"] == 8


def test_wasted_sheets_under_concurrency():
    stats = SpoolStats(ManualClock(50.0, delay=0.01))
    run_together(6, lambda i: stats.record_failed("lab", 2))
    snap = stats.snapshot()
    assert snap["wasted"] == 12 and snap["per_printer"] == {"lab": 12}
    assert snap["jobs"]["failed"] == 6


def test_done_and_failed_on_one_printer_together():
    clock = ManualClock(50.0, delay=0.01)
    spool = Spooler(("lobby",), clock=clock)
    ann = User("ann")
    clock.delay = 0
    jobs = [spool.submit(ann, f"d{i}.pdf", 2) for i in range(6)]
    clock.delay = 0.01
    run_together(6, lambda i: spool.finish(jobs[i], "lobby", ok=i % 2 == 0, wasted=1))
    snap = spool.stats.snapshot()
    assert (snap["sheets"], snap["wasted"], snap["per_printer"]) == (6, 3, {"lobby": 9})


def test_snapshot_is_a_copy():
    stats = SpoolStats(ManualClock(1.0))
    stats.record_done("lobby", 1)
    snap = stats.snapshot()
    snap["per_printer"]["lobby"] = 99
    snap["jobs"]["done"] = 99
    assert stats.snapshot()["per_printer"] == {"lobby": 1}
    assert stats.snapshot()["jobs"]["done"] == 1


def test_sequential_values_and_stamp():
    clock = ManualClock(10.0)
    stats = SpoolStats(clock)
    stats.record_done("lab", 5)
    clock.advance(2.5)
    stats.record_failed("lab", 1)
    stats.record_failed("lobby")
    assert stats.snapshot() == {"jobs": {"done": 1, "failed": 2}, "sheets": 5, "wasted": 1,
                                "per_printer": {"lab": 6, "lobby": 0}, "last_update": 12.5}
