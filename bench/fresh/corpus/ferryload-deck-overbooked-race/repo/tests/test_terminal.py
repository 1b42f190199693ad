import pytest

from conftest import OLA, PIP, RIA, car, run_together, started, truck, wait_until
from ferryload import Denied, HoldError, NoSpace, RampClosed, Tally, Vehicle


def test_board_and_manifest(term, clock):
    bp = term.board(RIA, car(1), "A")
    clock.advance(2)
    term.board(RIA, Vehicle("VAN-1", "van"), "A")
    assert (bp.lane, bp.position) == ("A", 1)
    assert term.manifest() == [("A", "CAR-1", "car", 100.0), ("A", "VAN-1", "van", 102.0)]
    assert term.tally.snapshot() == {"boarded": {"car": 1, "van": 1}, "metres": 12, "turned_away": 0}


def test_roles_are_checked(term):
    with pytest.raises(Denied):
        term.board(PIP, car(1), "A")
    with pytest.raises(Denied):
        term.close(RIA)


def test_closed_ramp(term):
    term.close(OLA)
    with pytest.raises(RampClosed):
        term.board(RIA, car(1), "A")
    term.reopen(OLA)
    term.board(RIA, car(1), "A")


def test_holds_keep_space(term):
    hid = term.hold(PIP, "A", 16)
    with pytest.raises(NoSpace):
        term.board(RIA, car(1), "A")
    assert term.tally.snapshot()["turned_away"] == 1
    term.board(RIA, truck(1), "A", hold_id=hid)
    with pytest.raises(HoldError):
        term.board(RIA, truck(2), "B", hold_id=hid)


def test_expired_hold_frees_the_space(term, clock):
    term.hold(PIP, "A", 16)
    clock.advance(61)
    term.board(RIA, truck(1), "A")
    assert term.deck.free("A") == 4


def test_unload_and_log(term):
    term.board(RIA, car(1), "B")
    term.unload(RIA, "CAR-1")
    assert term.log() == [("board", "CAR-1"), ("unload", "CAR-1")]
    assert term.deck.aboard() == []


def test_board_when_space(term):
    term.board(RIA, truck(1), "A")
    w = started(lambda: term.board_when_space(RIA, car(2), "A", timeout=2.0))
    wait_until(lambda: term.deck.waiting() == 1)
    term.unload(RIA, "TRK-1")
    w.join(1.0)
    assert not w.is_alive() and w.error is None
    assert term.deck.lane_of("CAR-2") == "A"


def test_concurrent_boarding_in_one_lane(term):
    workers = run_together(6, lambda i: term.board(RIA, car(i), "B"))
    assert all(not w.is_alive() and w.error is None for w in workers)
    assert sorted(w.result.position for w in workers) == [1, 2, 3, 4, 5, 6]


def test_tally_from_many_threads():
    t = Tally()
    run_together(8, lambda i: t.boarded("car", 5))
    assert t.snapshot()["boarded"] == {"car": 8}


def test_lane_report(term):
    term.board(RIA, car(1), "B")
    term.board(RIA, truck(2), "B")
    assert term.lane_report("B") == "lane B: 2 vehicles, 19 m free"
    assert term.lane_report("A") == "lane A: 0 vehicles, 20 m free"


def test_hold_needs_unheld_space(term):
    term.hold(PIP, "A", 16)
    with pytest.raises(NoSpace):
        term.hold(RIA, "A", 5)
    with pytest.raises(Denied):
        term.close(PIP)


def test_manifest_across_lanes(term, clock):
    term.board(RIA, car(2), "B")
    clock.advance(1)
    term.board(RIA, car(1), "A")
    assert [(lane, plate) for lane, plate, _, _ in term.manifest()] == [("A", "CAR-1"), ("B", "CAR-2")]
