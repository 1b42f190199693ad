import pytest

from chargebay import ChargeError, Tariff, bill, session_cost
from conftest import EVA, JON


def test_session_cost_and_bill(station, clock):
    a, b = station.start(EVA, "north"), station.start(JON, "quay")
    station.add_energy(a.id, 20.5)
    station.add_energy(b.id, 4.0)
    clock.advance(90 * 60)
    north, quay = Tariff(39, idle_cents_per_minute=10), Tariff(45)
    assert session_cost(a, north, clock.now()) == 800 + 300
    assert bill(station.active(), {"north": north, "quay": quay}, clock.now()) == {"eva": 1100, "jon": 180}
    with pytest.raises(ChargeError):
        bill(station.active(), {"north": north}, clock.now())
    with pytest.raises(ChargeError):
        Tariff(-1)
