from conftest import RIA, car, started, truck, wait_until
from ferryload import Deck, ManualClock, Terminal, Vehicle


def test_clear_wakes_a_waiter(deck):
    deck.place(truck(1), "A")
    w = started(lambda: deck.wait_for_space("A", 5, timeout=2.0))
    wait_until(lambda: deck.waiting() == 1)
    deck.clear()
    w.join(0.5)
    assert not w.is_alive() and w.result is True


def test_waiters_of_two_lanes(deck):
    deck.place(car(1), "B")
    deck.place(truck(2), "A")
    wb = started(lambda: deck.wait_for_space("B", 40, timeout=2.0))
    wait_until(lambda: deck.waiting() == 1)
    wa = started(lambda: deck.wait_for_space("A", 5, timeout=2.0))
    wait_until(lambda: deck.waiting() == 2)
    deck.remove("TRK-2")
    wa.join(0.5)
    assert not wa.is_alive() and wa.result is True
    assert wb.is_alive()
    deck.remove("CAR-1")
    wb.join(0.5)
    assert not wb.is_alive() and wb.result is True


def test_unload_wakes_every_boarder(term):
    term.board(RIA, truck(1), "A")
    ws = [started(lambda i=i: term.board_when_space(RIA, car(i), "A", timeout=2.0)) for i in (2, 3)]
    wait_until(lambda: term.deck.waiting() == 2)
    term.unload(RIA, "TRK-1")
    for w in ws:
        w.join(0.5)
    assert [(w.is_alive(), w.error) for w in ws] == [(False, None), (False, None)]
    assert (term.deck.lane_of("CAR-2"), term.deck.lane_of("CAR-3")) == ("A", "A")


def test_a_waiter_needs_enough_space():
    d = Deck({"B": 40}, ManualClock(0.0))
    for v in (truck(1), car(2), Vehicle("VAN-3", "van"), Vehicle("VAN-4", "van")):
        d.place(v, "B")
    w = started(lambda: d.wait_for_space("B", 16, timeout=2.0))
    wait_until(lambda: d.waiting() == 1)
    d.remove("CAR-2")
    w.join(0.2)
    assert w.is_alive()
    d.remove("TRK-1")
    w.join(0.5)
    assert not w.is_alive() and w.result is True


def test_timeout_when_nothing_is_freed(deck):
    deck.place(truck(1), "A")
    w = started(lambda: deck.wait_for_space("A", 5, timeout=0.1))
    w.join(1.0)
    assert (w.is_alive(), w.result, deck.waiting()) == (False, False, 0)
