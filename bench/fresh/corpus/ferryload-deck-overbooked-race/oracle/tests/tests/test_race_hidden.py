import pytest

from conftest import car, run_together, truck
from ferryload import Deck, InvalidInput, ManualClock, NoSpace, Vehicle


def succeeded(workers):
    assert all(not w.is_alive() for w in workers)
    return sum(w.error is None for w in workers)


def test_concurrent_groups_do_not_overfill():
    d = Deck({"A": 20}, ManualClock(0.0, delay=0.02))
    workers = run_together(4, lambda i: d.place_many([car(2 * i), car(2 * i + 1)], "A"))
    assert succeeded(workers) == 2
    assert d.free("A") == 0


def test_cars_and_groups_together():
    d = Deck({"A": 14}, ManualClock(0.0, delay=0.02))
    van = lambda i: Vehicle(f"VAN-{i}", "van")
    bike = lambda i: Vehicle(f"BIKE-{i}", "bike")
    workers = run_together(4, lambda i: d.place(van(i), "A") if i % 2 else d.place_many([car(i), bike(i)], "A"))
    assert succeeded(workers) == 2
    assert d.free("A") == 0


def test_concurrent_cars_in_a_short_lane():
    d = Deck({"A": 12}, ManualClock(0.0, delay=0.02))
    workers = run_together(4, lambda i: d.place(car(i), "A"))
    assert succeeded(workers) == 2
    assert d.free("A") == 2


def test_same_vehicle_from_two_ramps():
    d = Deck({"A": 40, "B": 40}, ManualClock(0.0, delay=0.02))
    workers = run_together(4, lambda i: d.place(car(1), "AB"[i % 2]))
    assert succeeded(workers) == 1
    assert d.free("A") + d.free("B") == 75


def test_boarding_times_and_messages():
    clock = ManualClock(100.0)
    d = Deck({"A": 20, "B": 40}, clock)
    assert d.place(truck(1), "A").at == 100.0
    clock.advance(3)
    group = d.place_many([car(2), car(3)], "B")
    assert [p.at for p in group] == [103.0, 103.0]
    with pytest.raises(NoSpace, match="lane A has 4 m free, CAR-9 needs 5 m"):
        d.place(car(9), "A")
    with pytest.raises(NoSpace, match="lane A has 4 m free, the group needs 10 m"):
        d.place_many([car(7), car(8)], "A")
    assert [(p.lane, p.vehicle.plate, p.at) for p in d.aboard()] == [("A", "TRK-1", 100.0), ("B", "CAR-2", 103.0), ("B", "CAR-3", 103.0)]


def test_all_or_nothing_and_duplicates():
    d = Deck({"A": 20}, ManualClock(0.0))
    d.place(car(1), "A")
    with pytest.raises(InvalidInput):
        d.place_many([car(2), car(1)], "A")
    with pytest.raises(NoSpace):
        d.place_many([car(3), truck(4)], "A")
    with pytest.raises(InvalidInput):
        d.place(car(1), "A")
    assert d.free("A") == 15
