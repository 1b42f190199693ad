import pytest

from conftest import car, run_together, started, truck, wait_until
from ferryload import Deck, InvalidInput, ManualClock, NoSpace, Vehicle


def test_place_and_free(deck):
    p = deck.place(car(1), "A")
    assert (p.lane, p.at, deck.free("A")) == ("A", 100.0, 15)
    assert deck.lane_of("CAR-1") == "A"


def test_no_space_and_duplicates(deck):
    deck.place(truck(1), "A")
    with pytest.raises(NoSpace):
        deck.place(car(2), "A")
    with pytest.raises(InvalidInput):
        deck.place(truck(1), "B")
    with pytest.raises(InvalidInput):
        deck.place(car(3), "Z")


def test_place_many_is_all_or_nothing(deck):
    with pytest.raises(NoSpace):
        deck.place_many([truck(1), car(2)], "A")
    assert deck.free("A") == 20
    placed = deck.place_many([car(1), car(2)], "A")
    assert [p.vehicle.plate for p in placed] == ["CAR-1", "CAR-2"]
    with pytest.raises(InvalidInput):
        deck.place_many([car(3), car(3)], "B")


def test_remove_and_clear(deck, clock):
    deck.place(car(1), "A")
    clock.advance(5)
    deck.place(car(2), "B")
    deck.remove("CAR-1")
    assert deck.free("A") == 20
    with pytest.raises(InvalidInput):
        deck.remove("CAR-1")
    assert [p.vehicle.plate for p in deck.clear()] == ["CAR-2"]
    assert deck.aboard() == []


def test_bad_lanes():
    with pytest.raises(InvalidInput):
        Deck({}, ManualClock())
    with pytest.raises(InvalidInput):
        Deck({"A": 0}, ManualClock())


def test_concurrent_places_in_roomy_lanes():
    d = Deck({"A": 100, "B": 100}, ManualClock(0.0, delay=0.01))
    workers = run_together(8, lambda i: d.place(car(i), "AB"[i % 2]))
    assert all(not w.is_alive() and w.error is None for w in workers)
    assert (d.free("A"), d.free("B")) == (80, 80)


def test_wait_for_space_times_out(deck):
    deck.place(truck(1), "A")
    assert deck.wait_for_space("A", 5, timeout=0.05) is False
    with pytest.raises(InvalidInput):
        deck.wait_for_space("A", 25, timeout=0.05)


def test_removal_wakes_a_waiter(deck):
    deck.place(truck(1), "A")
    w = started(lambda: deck.wait_for_space("A", 5, timeout=2.0))
    wait_until(lambda: deck.waiting() == 1)
    deck.remove("TRK-1")
    w.join(1.0)
    assert not w.is_alive() and w.result is True


def test_waiter_with_space_returns_at_once(deck):
    assert deck.wait_for_space("B", 40, timeout=0.5) is True
    assert deck.waiting() == 0
