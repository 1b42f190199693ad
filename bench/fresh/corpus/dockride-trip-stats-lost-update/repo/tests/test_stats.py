from dockride import ManualClock, TripStats
from conftest import all_done, run_together


def test_sequential_trips(clock):
    s = TripStats(clock)
    s.record_start("north-1")
    clock.advance(600)
    s.record_end("south-1", 10, 0)
    snap = s.snapshot()
    assert (snap["trips"], snap["starts"], snap["ends"]) == (1, {"north-1": 1}, {"south-1": 1})
    assert (snap["last_start"], snap["last_end"]) == (1000.0, 1600.0)


def test_average_minutes(clock):
    s = TripStats(clock)
    for minutes, cents in ((10, 0), (45, 100), (20, 0)):
        s.record_end("x", minutes, cents)
    snap = s.snapshot()
    assert (snap["minutes"], snap["revenue"], snap["avg_minutes"]) == (75, 100, 25.0)


def test_concurrent_starts_at_one_station():
    s = TripStats(ManualClock(5.0, delay=0.01))
    workers = run_together(6, lambda i: s.record_start("north-1"))
    assert all_done(workers)
    assert s.snapshot()["starts"] == {"north-1": 6}


def test_concurrent_trip_ends_at_many_stations_are_all_counted():
    s = TripStats(ManualClock(5.0, delay=0.02))
    workers = run_together(8, lambda i: s.record_end(f"s{i}", 10, 100))
    assert all_done(workers)
    snap = s.snapshot()
    assert (snap["minutes"], snap["revenue"]) == (80, 800)
