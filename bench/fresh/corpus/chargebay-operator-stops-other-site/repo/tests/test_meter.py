import pytest

from chargebay import EnergyMeter, ManualClock


def test_energy_by_site_and_charger():
    clock = ManualClock(50.0)
    m = EnergyMeter(clock)
    m.add("north", "north-1", 7.5)
    clock.advance(10)
    m.add("north", "north-2", 2.5)
    m.add("quay", "quay-1", 11.0)
    snap = m.snapshot()
    assert snap["kwh"] == {"north": 10.0, "quay": 11.0}
    assert snap["chargers"]["north-1"] == 7.5
    assert (m.kwh("north"), m.kwh(), snap["last_reading"]) == (10.0, 21.0, 60.0)
    with pytest.raises(ValueError):
        m.add("north", "north-1", -1)


def test_ended_sessions():
    m = EnergyMeter(ManualClock(5.0))
    m.session_ended("quay")
    m.session_ended("quay")
    assert m.snapshot()["ended"] == {"quay": 2}
    assert m.snapshot()["last_end"] == 5.0


def test_snapshot_is_a_copy():
    m = EnergyMeter(ManualClock())
    m.add("north", "north-1", 1.0)
    m.snapshot()["kwh"]["north"] = 99
    assert m.kwh("north") == 1.0
