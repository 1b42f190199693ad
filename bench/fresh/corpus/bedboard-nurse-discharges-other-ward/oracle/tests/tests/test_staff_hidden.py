import pytest
from conftest import ALMA, CARA, DREW, NINA, NOEL

from bedboard import NotAllowed, may


def test_discharge_is_bound_to_the_home_ward():
    assert not may(NOEL, "discharge", "icu")
    assert not may(CARA, "discharge", "icu")
    assert not may(NINA, "discharge", "med")


def test_charge_nurse_may_not_discharge_elsewhere(board):
    board.admit("p1", "icu", "nina")
    with pytest.raises(NotAllowed):
        board.discharge("p1", "cara")
    assert board.bed_of("p1") == "icu-1"
    assert board.census.on_ward("icu") == 1


def test_refused_discharge_keeps_the_bed(board):
    board.admit("p1", "med", "drew")
    board.admit("p2", "med", "drew")
    with pytest.raises(NotAllowed):
        board.discharge("p2", "nina")
    assert board.patients_on("med") == ["p1", "p2"]
    assert board.beds.free_count("med") == 2


def test_home_ward_and_unbound_roles(board):
    assert may(NINA, "discharge", "icu")
    assert may(CARA, "discharge", "surg")
    assert may(DREW, "discharge", "icu")
    assert may(ALMA, "discharge", "med")
    board.admit("p1", "surg", "cara")
    assert board.discharge("p1", "noel") == "surg-1"
    board.admit("p2", "icu", "drew")
    assert board.discharge("p2", "alma") == "icu-1"


def test_viewing_is_allowed_on_every_ward():
    assert may(NINA, "view", "med")
    assert may(CARA, "view", "icu")
    assert not may(NINA, "transfer", "icu")
    assert not may(NOEL, "admit", "icu")
