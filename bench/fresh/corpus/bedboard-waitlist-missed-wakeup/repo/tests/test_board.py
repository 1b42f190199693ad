import pytest
from conftest import call, started, wait_until

from bedboard import Invalid, NoBedFree, NotAllowed, UnknownPatient


def test_admit_and_discharge(board):
    assert board.admit("p1", "icu", "nina") == "icu-1"
    assert board.bed_of("p1") == "icu-1"
    assert board.patients_on("icu") == ["p1"]
    assert board.discharge("p1", "nina") == "icu-1"
    with pytest.raises(UnknownPatient):
        board.bed_of("p1")
    assert board.census.on_ward("icu") == 0


def test_admit_twice_or_to_a_full_ward(board):
    board.admit("p1", "icu", "nina")
    with pytest.raises(Invalid):
        board.admit("p1", "icu", "nina")
    board.admit("p2", "icu", "nina")
    with pytest.raises(NoBedFree):
        board.admit("p3", "icu", "nina")


def test_nurse_may_not_admit_to_another_ward(board):
    with pytest.raises(NotAllowed):
        board.admit("p1", "surg", "nina")
    with pytest.raises(NotAllowed):
        board.admit("p1", "surg", "nobody")
    assert board.patients_on("surg") == []


def test_doctor_discharges_anywhere(board):
    board.admit("p1", "surg", "noel")
    assert board.discharge("p1", "drew") == "surg-1"


def test_transfer_moves_the_patient(board):
    board.admit("p1", "surg", "cara")
    assert call(lambda: board.transfer("p1", "med", "cara")) == "med-1"
    assert board.patients_on("surg") == []
    snap = board.census.snapshot()
    assert snap["admitted"]["med"] == 1


def test_transfer_to_a_full_ward_changes_nothing(board):
    board.admit("p1", "surg", "cara")
    board.admit("p2", "icu", "drew")
    board.admit("p3", "icu", "drew")
    with pytest.raises(NoBedFree):
        call(lambda: board.transfer("p1", "icu", "drew"))
    assert board.bed_of("p1") == "surg-1"


def test_transfer_needs_the_right(board):
    board.admit("p1", "icu", "nina")
    with pytest.raises(NotAllowed):
        call(lambda: board.transfer("p1", "med", "nina"))
    with pytest.raises(NotAllowed):
        call(lambda: board.transfer("p1", "med", "cara"))


def test_evacuate_moves_everyone(board):
    board.admit("p1", "icu", "nina")
    board.admit("p2", "icu", "nina")
    assert call(lambda: board.evacuate("icu", "med", "alma")) == ["med-1", "med-2"]
    with pytest.raises(NotAllowed):
        call(lambda: board.evacuate("med", "icu", "drew"))


def test_wait_and_admit_gets_a_freed_bed(board):
    board.admit("p1", "icu", "nina")
    board.admit("p2", "icu", "nina")
    w = started(lambda: board.wait_and_admit("p3", "icu", "nina", 2.0))
    wait_until(lambda: board.waitlist.waiting("icu") == 1)
    board.discharge("p1", "nina")
    w.join(1.0)
    assert not w.is_alive() and w.result == "icu-1"


def test_wait_and_admit_times_out(board):
    board.admit("p1", "icu", "nina")
    board.admit("p2", "icu", "nina")
    with pytest.raises(NoBedFree):
        board.wait_and_admit("p3", "icu", "nina", 0.05)


def test_discharge_of_an_unknown_patient(board):
    with pytest.raises(UnknownPatient):
        board.discharge("p9", "drew")


def test_evacuate_to_a_ward_without_room_changes_nothing(board):
    for p in ("p1", "p2", "p3"):
        board.admit(p, "surg", "noel")
    board.admit("p4", "icu", "nina")
    with pytest.raises(NoBedFree):
        call(lambda: board.evacuate("surg", "icu", "alma"))
    assert board.patients_on("surg") == ["p1", "p2", "p3"]


def test_patients_on_a_ward_are_sorted(board):
    board.admit("p2", "med", "drew")
    board.admit("p1", "med", "drew")
    assert board.patients_on("med") == ["p1", "p2"]
    assert board.beds.occupied("med") == ["med-1", "med-2"]
