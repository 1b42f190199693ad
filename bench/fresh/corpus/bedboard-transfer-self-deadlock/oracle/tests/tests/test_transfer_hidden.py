import pytest
from conftest import call, run_together, started, wait_until

from bedboard import Invalid, NoBedFree, NotAllowed, UnknownPatient


def test_evacuate_moves_everyone(board):
    board.admit("p1", "icu", "nina")
    board.admit("p2", "icu", "nina")
    assert call(lambda: board.evacuate("icu", "med", "alma")) == ["med-1", "med-2"]
    assert board.patients_on("icu") == []
    with pytest.raises(NotAllowed):
        call(lambda: board.evacuate("med", "icu", "drew"))


def test_transfer_counts_a_discharge_and_an_admission(board):
    board.admit("p1", "surg", "cara")
    call(lambda: board.transfer("p1", "med", "cara"))
    snap = board.census.snapshot()
    assert snap["admitted"] == {"surg": 1, "med": 1}
    assert snap["discharged"] == {"surg": 1}
    assert board.census.on_ward("surg") == 0
    assert board.beds.free_count("surg") == 3


def test_transfer_wakes_a_waiter_on_the_old_ward(board):
    for p in ("p1", "p2", "p3"):
        board.admit(p, "surg", "noel")
    w = started(lambda: board.wait_and_admit("p9", "surg", "noel", 2.0))
    wait_until(lambda: board.waitlist.waiting("surg") == 1)
    assert call(lambda: board.transfer("p1", "med", "cara")) == "med-1"
    w.join(1.0)
    assert not w.is_alive() and w.result == "surg-1"


def test_transfers_from_two_threads(board):
    board.admit("p1", "icu", "nina")
    board.admit("p2", "surg", "noel")
    workers = run_together(2, lambda i: board.transfer(("p1", "p2")[i], "med", "drew"))
    assert all(not w.is_alive() and w.error is None for w in workers)
    assert board.patients_on("med") == ["p1", "p2"]


def test_failed_transfers_change_nothing(board):
    board.admit("p1", "icu", "nina")
    with pytest.raises(UnknownPatient):
        call(lambda: board.transfer("p9", "med", "drew"))
    with pytest.raises(Invalid):
        call(lambda: board.transfer("p1", "icu", "drew"))
    board.admit("p2", "icu", "nina")
    for p in ("p3", "p4", "p5"):
        board.admit(p, "surg", "noel")
    with pytest.raises(NoBedFree):
        call(lambda: board.transfer("p1", "surg", "drew"))
    assert board.bed_of("p1") == "icu-1"
    assert board.census.snapshot()["discharged"] == {}


def test_admit_and_discharge_from_many_threads(board):
    workers = run_together(4, lambda i: board.admit(f"p{i}", "med", "drew"))
    assert all(not w.is_alive() and w.error is None for w in workers)
    assert board.beds.free_count("med") == 0
    workers = run_together(4, lambda i: board.discharge(f"p{i}", "drew"))
    assert all(not w.is_alive() and w.error is None for w in workers)
    assert board.census.on_ward("med") == 0
    assert board.beds.free_count("med") == 4
