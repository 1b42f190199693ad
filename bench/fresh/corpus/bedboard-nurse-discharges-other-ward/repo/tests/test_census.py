from conftest import run_together

from bedboard import Census, ManualClock


def test_counts_per_ward():
    c = Census(ManualClock(5.0))
    c.record_admission("icu")
    c.record_admission("icu")
    c.record_discharge("icu")
    c.record_admission("med")
    assert c.on_ward("icu") == 1
    assert c.on_ward("med") == 1
    assert c.last_change() == 5.0


def test_snapshot_is_a_copy():
    c = Census(ManualClock())
    c.record_admission("icu")
    snap = c.snapshot()
    c.record_admission("icu")
    assert snap["admitted"] == {"icu": 1}
    assert c.snapshot()["admitted"] == {"icu": 2}


def test_concurrent_admissions_are_all_counted():
    c = Census(ManualClock(0.0, delay=0.02))
    workers = run_together(8, lambda i: c.record_admission("icu"))
    assert all(not w.is_alive() and w.error is None for w in workers)
    assert c.snapshot()["admitted"] == {"icu": 8}


def test_last_change_follows_the_clock():
    clock = ManualClock(10.0)
    c = Census(clock)
    assert c.last_change() is None
    c.record_admission("icu")
    clock.advance(5)
    c.record_discharge("icu")
    assert c.last_change() == 15.0
    assert c.snapshot()["discharged"] == {"icu": 1}
