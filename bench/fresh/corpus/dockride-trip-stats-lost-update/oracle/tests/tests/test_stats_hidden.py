from conftest import ANN, all_done, make_network, run_together
from dockride import DockService, ManualClock, TripStats


def test_concurrent_trip_starts_at_many_stations():
    s = TripStats(ManualClock(5.0, delay=0.02))
    workers = run_together(8, lambda i: s.record_start(f"s{i}"))
    assert all_done(workers)
    snap = s.snapshot()
    assert snap["trips"] == 8
    assert snap["starts"] == {f"s{i}": 1 for i in range(8)}


def test_starts_and_ends_at_the_same_time():
    s = TripStats(ManualClock(5.0, delay=0.02))
    workers = run_together(8, lambda i: s.record_start(f"a{i}") if i % 2 else s.record_end(f"b{i}", 20, 300))
    assert all_done(workers)
    snap = s.snapshot()
    assert (snap["trips"], snap["minutes"], snap["revenue"], snap["avg_minutes"]) == (4, 80, 1200, 20.0)


def test_rentals_at_different_stations_in_parallel():
    clock = ManualClock(0.0, delay=0.01)
    service = DockService(make_network(clock), clock)
    stations = ["north-1", "south-1", "south-2", "north-1"]
    workers = run_together(4, lambda i: service.rent(ANN, stations[i]))
    assert all_done(workers)
    report = service.report()
    assert (report["trips"], report["open_rentals"]) == (4, 4)
    assert report["starts"] == {"north-1": 2, "south-1": 1, "south-2": 1}


def test_snapshot_is_a_copy():
    clock = ManualClock(0.0)
    s = TripStats(clock)
    s.record_start("x")
    s.record_end("y", 5, 0)
    snap = s.snapshot()
    snap["starts"]["x"] = 99
    snap["ends"].clear()
    s.record_start("z")
    assert s.snapshot()["starts"] == {"x": 1, "z": 1}
    assert s.snapshot()["ends"] == {"y": 1}
    assert snap["starts"] == {"x": 99}


def test_sequential_updates_with_a_moving_clock():
    clock = ManualClock(10.0)
    s = TripStats(clock)
    s.record_start("a")
    clock.advance(5)
    s.record_end("b", 31, 100)
    clock.advance(5)
    s.record_start("a")
    snap = s.snapshot()
    assert (snap["last_start"], snap["last_end"], snap["trips"]) == (20.0, 15.0, 2)
    assert (snap["starts"], snap["avg_minutes"]) == ({"a": 2}, 31.0)
