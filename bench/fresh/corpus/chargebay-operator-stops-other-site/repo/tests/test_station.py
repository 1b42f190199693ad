import pytest

from chargebay import OFFLINE, NoCharger, PermissionDenied, UnknownSession
from conftest import ADA, EVA, JON, OTTO, QUIN, call, started, wait_until


def test_start_and_stop(station, clock):
    s = station.start(EVA, "north")
    assert (s.id, s.charger, s.started) == (1, "north-1", 1000.0)
    clock.advance(1800)
    station.add_energy(s.id, 7.5)
    station.stop(EVA, s.id)
    assert (s.active, s.kwh, s.minutes(clock.now())) == (False, 7.5, 30.0)
    assert station.pool.state("north-1") == "free"
    with pytest.raises(UnknownSession):
        station.stop(EVA, s.id)


def test_driver_cannot_stop_someone_elses_session(station):
    s = station.start(EVA, "quay")
    with pytest.raises(PermissionDenied):
        station.stop(JON, s.id)
    assert s.active


def test_operator_stops_a_session_at_their_site(station):
    s = station.start(EVA, "north")
    station.stop(OTTO, s.id)
    assert not s.active
    assert station.meter.snapshot()["ended"] == {"north": 1}


def test_no_free_charger(station):
    station.start(EVA, "quay")
    station.start(JON, "quay")
    with pytest.raises(NoCharger):
        station.start(ADA, "quay")


def test_swap_moves_a_session(station):
    s = station.start(EVA, "north")
    call(lambda: station.swap(OTTO, s.id, "north-3"))
    assert s.charger == "north-3"
    assert station.pool.state("north-1") == "free"
    with pytest.raises(NoCharger):
        station.swap(OTTO, s.id, "quay-1")


def test_driver_may_not_swap(station):
    s = station.start(EVA, "north")
    with pytest.raises(PermissionDenied):
        station.swap(EVA, s.id, "north-2")


def test_set_offline(station):
    s = station.start(EVA, "quay")
    with pytest.raises(NoCharger):
        station.set_offline(QUIN, s.charger)
    station.set_offline(QUIN, "quay-2")
    assert station.pool.state("quay-2") == OFFLINE


def test_evacuate(station):
    a, b = station.start(EVA, "quay"), station.start(JON, "north")
    ended = call(lambda: station.evacuate(QUIN, "quay"))
    assert [s.id for s in ended] == [a.id]
    assert station.pool.count("quay", OFFLINE) == 2
    assert b.active


def test_wait_and_start_takes_a_free_charger_at_once(station):
    s = call(lambda: station.wait_and_start(EVA, "quay", 1))
    assert s.charger == "quay-1"


def test_wait_and_start_after_a_stop(station):
    a, b = station.start(EVA, "quay"), station.start(JON, "quay")
    w = started(lambda: station.wait_and_start(ADA, "quay", 2))
    wait_until(lambda: station.queue.waiting("quay") == 1)
    station.stop(JON, b.id)
    w.join(1)
    assert w.result.charger == "quay-2"


def test_sessions_of_and_active(station):
    a = station.start(EVA, "north")
    station.start(JON, "north")
    station.start(EVA, "quay")
    station.stop(EVA, a.id)
    assert [s.id for s in station.sessions_of(EVA)] == [1, 3]
    assert [s.id for s in station.active("north")] == [2]


def test_wait_and_start_gives_up_after_the_timeout(station):
    station.start(EVA, "quay")
    station.start(JON, "quay")
    assert call(lambda: station.wait_and_start(ADA, "quay", 0.05)) is None


def test_concurrent_starts_get_distinct_chargers(station):
    from conftest import run_together
    from chargebay import User
    drivers = [User(f"d{i}") for i in range(3)]
    workers = run_together(3, lambda i: station.start(drivers[i], "north"))
    assert sorted(w.result.charger for w in workers) == ["north-1", "north-2", "north-3"]


def test_energy_of_a_stopped_session_is_refused(station):
    s = station.start(EVA, "north")
    station.stop(EVA, s.id)
    with pytest.raises(UnknownSession):
        station.add_energy(s.id, 1.0)
    assert station.meter.kwh("north") == 0.0


def test_operator_cannot_stop_a_session_at_another_site(station):
    s = station.start(EVA, "north")
    with pytest.raises(PermissionDenied):
        station.stop(QUIN, s.id)
    assert s.active
