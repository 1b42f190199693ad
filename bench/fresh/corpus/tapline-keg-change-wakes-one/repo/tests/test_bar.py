import pytest

from conftest import MAX, MIA, OLA, SUE, TOM, started, wait_until
from tapline import EmptyKeg, PermissionDenied, ValidationError


def test_pour_sizes(bar):
    p = bar.pour(SUE, "t1", "pint")
    assert (p.pour_id, p.beer, p.ml, p.by, p.comped) == (1, "pale", 568, "sue", False)
    bar.pour(TOM, "t2", 200)
    assert bar.board.keg_on("t1").remaining == 20000 - 568
    with pytest.raises(ValidationError):
        bar.pour(SUE, "t1", "yard")
    with pytest.raises(EmptyKeg):
        bar.pour(SUE, "t3", "half")


def test_staff_of_another_bar_cannot_pour(bar):
    with pytest.raises(PermissionDenied):
        bar.pour(MAX, "t1", "pint")


def test_manager_comps(bar):
    p = bar.comp(MIA, "t2", "half")
    assert p.comped
    assert bar.tally.snapshot()["comped_ml"] == 284


def test_void(bar):
    p = bar.pour(SUE, "t1", "pint")
    bar.void(MIA, p.pour_id)
    assert bar.pours() == [] and bar.pours(include_voided=True) == [p]
    with pytest.raises(ValidationError):
        bar.void(MIA, p.pour_id)
    assert bar.tally.snapshot()["pours"]["t1"] == 0


def test_swap_taps_needs_a_manager(bar):
    with pytest.raises(PermissionDenied):
        bar.swap_taps(SUE, "t1", "t2")
    bar.swap_taps(OLA, "t1", "t2")
    assert bar.board.keg_on("t1").beer == "stout"


def test_wait_and_pour_after_a_keg_change(bar):
    w = started(lambda: bar.wait_and_pour(SUE, "t3", "pint", timeout=2.0))
    wait_until(lambda: bar.waits.waiting == 1)
    bar.change_keg(TOM, "t3", bar.new_keg("k3", "lager", 5000))
    w.join(0.5)
    assert not w.is_alive() and w.result.beer == "lager"


def test_wait_and_pour_times_out(bar):
    assert bar.wait_and_pour(SUE, "t3", "pint", timeout=0.05) is None


def test_manager_of_another_bar_cannot_comp(bar):
    with pytest.raises(PermissionDenied):
        bar.comp(MAX, "t1", "half")


def test_pours_are_listed_in_order(bar):
    a = bar.pour(SUE, "t1", "half")
    b = bar.pour(TOM, "t2", "taster")
    assert [p.pour_id for p in bar.pours()] == [a.pour_id, b.pour_id]
    snap = bar.tally.snapshot()
    assert snap["ml"] == {"pale": 284, "stout": 150}


def test_change_keg_returns_the_old_keg(bar):
    old = bar.change_keg(SUE, "t2", bar.new_keg("k9", "porter", 5000))
    assert old.keg_id == "k2" and bar.board.keg_on("t2").beer == "porter"


def test_closing_report(bar):
    bar.pour(SUE, "t1", "pint")
    bar.pour(TOM, "t2", "half")
    bar.comp(MIA, "t2", "half")
    report = bar.closing_report()
    assert report["pours_by_staff"] == {"mia": 1, "sue": 1, "tom": 1}
    assert report["ml"] == {"pale": 568, "stout": 568}
    assert report["levels"] == {"t1": 0.972, "t2": 0.943, "t3": None}


def test_keg_change_lets_every_waiting_till_pour(bar):
    import time

    workers = [started(lambda: bar.wait_and_pour(SUE, "t3", "pint", timeout=1.5)) for _ in range(3)]
    wait_until(lambda: bar.waits.waiting == 3)
    bar.change_keg(TOM, "t3", bar.new_keg("k3", "lager", 30000))
    deadline = time.monotonic() + 0.5
    for w in workers:
        w.join(max(0.0, deadline - time.monotonic()))
    assert not any(w.is_alive() for w in workers)
    assert all(w.result is not None and w.result.beer == "lager" for w in workers)
