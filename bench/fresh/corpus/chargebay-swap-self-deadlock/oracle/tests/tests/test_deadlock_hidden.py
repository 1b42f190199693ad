from chargebay import OFFLINE, User
from conftest import ADA, EVA, JON, OTTO, QUIN, call, run_together, started, wait_until


def test_evacuate(station):
    a, b = station.start(EVA, "quay"), station.start(JON, "north")
    ended = call(lambda: station.evacuate(QUIN, "quay"))
    assert [s.id for s in ended] == [a.id]
    assert station.pool.count("quay", OFFLINE) == 2
    assert b.active


def test_evacuate_ends_every_session_and_counts_them(station):
    a, b = station.start(EVA, "quay"), station.start(JON, "quay")
    ended = call(lambda: station.evacuate(ADA, "quay"))
    assert [s.id for s in ended] == [a.id, b.id]
    assert not a.active and not b.active
    assert station.meter.snapshot()["ended"] == {"quay": 2}


def test_swap_then_stop(station):
    s = station.start(EVA, "north")
    call(lambda: station.swap(OTTO, s.id, "north-2"))
    call(lambda: station.stop(EVA, s.id))
    assert [station.pool.state(c) for c in ("north-1", "north-2", "north-3")] == ["free", "free", "free"]
    assert station.meter.snapshot()["ended"] == {"north": 1}


def test_stop_wakes_a_waiter(station):
    a, b = station.start(EVA, "quay"), station.start(JON, "quay")
    w = started(lambda: station.wait_and_start(ADA, "quay", 2))
    wait_until(lambda: station.queue.waiting("quay") == 1)
    call(lambda: station.stop(EVA, a.id))
    w.join(1)
    assert w.result.charger == "quay-1"


def test_concurrent_stops(station):
    drivers = [User(f"d{i}") for i in range(3)]
    sessions = [station.start(d, "north") for d in drivers]
    run_together(3, lambda i: station.stop(drivers[i], sessions[i].id))
    assert [s.active for s in sessions] == [False, False, False]
    assert station.pool.count("north", "free") == 3
    assert station.meter.snapshot()["ended"] == {"north": 3}
