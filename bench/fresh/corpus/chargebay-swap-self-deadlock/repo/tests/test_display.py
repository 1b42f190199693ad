from chargebay import board, free_sites
from conftest import EVA, JON, QUIN


def test_board(station):
    s = station.start(EVA, "north")
    station.add_energy(s.id, 12.25)
    station.set_offline(QUIN, "quay-2")
    assert board(station) == ["north: 1/3 busy, 12.2 kWh", "quay: 0/2 busy, 1 offline, 0.0 kWh"]


def test_free_sites(station):
    station.start(EVA, "north")
    station.start(JON, "north")
    assert free_sites(station) == ["quay", "north"]
    station.start(EVA, "north")
    assert free_sites(station) == ["quay"]
