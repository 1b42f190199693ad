from conftest import ANN, run_together
from fueldepot import Depot, ManualClock, OutOfFuel, Tank, TankFull


def test_concurrent_fills_never_overfill():
    t = Tank("diesel", 100, 0, ManualClock(0, delay=0.02))
    workers = run_together(8, lambda i: t.fill(20))
    assert sum(w.error is None for w in workers) == 5
    assert all(isinstance(w.error, TankFull) for w in workers if w.error)
    assert t.level == 100


def test_concurrent_pumps_never_sell_fuel_that_is_not_there():
    depot = Depot("north", {"diesel": (1000, 100, 189)}, ManualClock(0, delay=0.02))
    workers = run_together(8, lambda i: depot.dispense(ANN, i, "diesel", 20))
    assert sum(w.error is None for w in workers) == 5
    assert depot.tanks["diesel"].level == 0
    assert depot.meters.snapshot()["litres"] == {"diesel": 100}
    assert len(depot.ledger.by_operator("ann")) == 5


def test_draws_of_a_larger_size():
    t = Tank("petrol", 500, 50, ManualClock(0, delay=0.02))
    workers = run_together(6, lambda i: t.draw(30))
    assert sum(w.error is None for w in workers) == 1
    assert t.level == 20


def test_sequential_draw_and_fill_times():
    clock = ManualClock(100.0)
    t = Tank("diesel", 1000, 400, clock)
    clock.advance(5)
    t.draw(50)
    assert t.last_change == 105.0
    clock.advance(5)
    t.fill(20)
    assert (t.last_change, t.level) == (110.0, 370)


def test_concurrent_draws_and_fills_within_bounds():
    t = Tank("diesel", 1000, 500, ManualClock(0, delay=0.01))
    workers = run_together(8, lambda i: t.draw(50) if i % 2 else t.fill(50))
    assert all(w.error is None for w in workers)
    assert t.level == 500
