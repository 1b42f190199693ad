from chargebay import EnergyMeter, ManualClock
from conftest import EVA, JON, run_together


def test_concurrent_session_ends_are_all_counted():
    m = EnergyMeter(ManualClock(100.0, delay=0.02))
    run_together(8, lambda i: m.session_ended("quay"))
    assert m.snapshot()["ended"] == {"quay": 8}


def test_concurrent_readings_at_two_sites():
    m = EnergyMeter(ManualClock(100.0, delay=0.02))
    run_together(8, lambda i: m.add("north" if i % 2 else "quay", "x-1", 2.0))
    assert m.snapshot()["kwh"] == {"north": 8.0, "quay": 8.0}


def test_readings_and_ends_at_the_same_time():
    m = EnergyMeter(ManualClock(100.0, delay=0.02))
    m.add("quay", "quay-1", 4.0)
    m.session_ended("quay")
    run_together(8, lambda i: m.add("quay", "quay-2", 1.0) if i % 2 else m.session_ended("quay"))
    snap = m.snapshot()
    assert (snap["kwh"], snap["ended"]) == ({"quay": 8.0}, {"quay": 5})


def test_sequential_readings_with_a_moving_clock():
    clock = ManualClock(10.0)
    m = EnergyMeter(clock)
    m.add("quay", "quay-1", 0.25)
    clock.advance(30)
    m.session_ended("quay")
    clock.advance(30)
    m.add("quay", "quay-2", 0.25)
    snap = m.snapshot()
    assert (snap["last_reading"], snap["last_end"]) == (70.0, 40.0)
    assert snap["chargers"] == {"quay-1": 0.25, "quay-2": 0.25}
    assert (m.kwh("quay"), m.kwh()) == (0.5, 0.5)
    m.add("north", "north-1", 0.05)
    assert m.kwh("north") == 0.05


def test_station_meter_after_sessions(station):
    a, b = station.start(EVA, "north"), station.start(JON, "quay")
    station.add_energy(a.id, 12.25)
    station.add_energy(b.id, 3.0)
    station.stop(EVA, a.id)
    snap = station.meter.snapshot()
    assert (snap["kwh"], snap["ended"]) == ({"north": 12.25, "quay": 3.0}, {"north": 1})
