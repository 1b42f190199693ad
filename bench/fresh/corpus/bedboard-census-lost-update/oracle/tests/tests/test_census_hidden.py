from conftest import run_together

from bedboard import Census, ManualClock


def test_concurrent_discharges_are_all_counted():
    c = Census(ManualClock(0.0, delay=0.02))
    workers = run_together(8, lambda i: c.record_discharge("med"))
    assert all(not w.is_alive() and w.error is None for w in workers)
    assert c.snapshot()["discharged"] == {"med": 8}


def test_concurrent_admissions_on_two_wards():
    c = Census(ManualClock(0.0, delay=0.02))
    run_together(8, lambda i: c.record_admission("icu" if i % 2 else "med"))
    assert c.snapshot()["admitted"] == {"icu": 4, "med": 4}


def test_admissions_and_discharges_at_once():
    c = Census(ManualClock(0.0, delay=0.02))
    run_together(8, lambda i: c.record_admission("icu") if i % 2 else c.record_discharge("icu"))
    snap = c.snapshot()
    assert (snap["admitted"], snap["discharged"]) == ({"icu": 4}, {"icu": 4})
    assert c.on_ward("icu") == 0


def test_sequential_updates_with_a_moving_clock():
    clock = ManualClock(100.0)
    c = Census(clock)
    for _ in range(3):
        c.record_admission("surg")
        clock.advance(10)
    c.record_discharge("surg")
    assert c.on_ward("surg") == 2
    assert c.snapshot() == {"admitted": {"surg": 3}, "discharged": {"surg": 1}, "last_change": 130.0}


def test_board_counts_admissions_and_discharges(board):
    board.admit("p1", "med", "drew")
    board.admit("p2", "med", "drew")
    board.discharge("p1", "drew")
    assert board.census.on_ward("med") == 1
    assert board.census.last_change() == 1000.0
