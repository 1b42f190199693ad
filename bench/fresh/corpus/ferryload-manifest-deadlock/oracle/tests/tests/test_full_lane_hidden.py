from conftest import PIP, RIA, car, started, truck, wait_until


def bounded(fn, timeout=1.0):
    w = started(fn)
    w.join(timeout)
    assert not w.is_alive(), "call did not return"
    if w.error is not None:
        raise w.error
    return w.result


def test_full_lane_notice(term):
    for i in range(3):
        term.board(RIA, car(i), "A")
    bp = bounded(lambda: term.board(RIA, car(3), "A"))
    assert bp.position == 4
    assert term.notices == ["full: lane A: 4 vehicles, 0 m free"]
    assert bounded(lambda: term.lane_report("A")) == "lane A: 4 vehicles, 0 m free"


def test_unloading_a_full_lane(term):
    for i in range(4):
        term.deck.place(car(i), "A")
    bounded(lambda: term.unload(RIA, "CAR-0"))
    assert term.notices == ["space: lane A: 3 vehicles, 5 m free"]
    assert bounded(lambda: term.log()) == [("unload", "CAR-0")]


def test_a_waiting_boarder_fills_the_lane_again(term):
    for i in range(4):
        term.deck.place(car(i), "A")
    w = started(lambda: term.board_when_space(RIA, car(9), "A", timeout=2.0))
    wait_until(lambda: term.deck.waiting() == 1)
    bounded(lambda: term.unload(RIA, "CAR-2"))
    w.join(1.0)
    assert not w.is_alive() and w.error is None
    assert term.notices == ["space: lane A: 3 vehicles, 5 m free", "full: lane A: 4 vehicles, 0 m free"]


def test_notices_only_for_full_lanes(term):
    for i in range(3):
        term.board(RIA, car(i), "A")
    term.board(RIA, truck(5), "B")
    term.unload(RIA, "CAR-1")
    assert term.notices == []
    assert term.lane_report("A") == "lane A: 2 vehicles, 10 m free"


def test_holds_and_closing_unchanged(term, clock):
    hid = term.hold(PIP, "B", 16)
    assert term.board(RIA, truck(1), "B", hold_id=hid).position == 1
    assert term.manifest() == [("B", "TRK-1", "truck", 100.0)]
    assert term.tally.snapshot() == {"boarded": {"truck": 1}, "metres": 16, "turned_away": 0}
