import pytest

from conftest import OLA, PIP, RIA
from ferryload import Crew, Denied, InvalidInput, Vehicle, may, require


def test_vehicle_lengths_and_validation():
    assert Vehicle("KX-101", "van").length == 7
    for plate, kind in [("kx-1", "car"), ("KX101", "car"), ("KX-1", "boat")]:
        with pytest.raises(InvalidInput):
            Vehicle(plate, kind)


def test_crew_validation():
    with pytest.raises(InvalidInput):
        Crew("Ria", "deckhand")
    with pytest.raises(InvalidInput):
        Crew("ria", "captain")


def test_permissions():
    assert may(RIA, "board") and not may(RIA, "close")
    assert may(PIP, "release") and not may(PIP, "board")
    assert may(OLA, "close")
    with pytest.raises(Denied):
        require(PIP, "unload")
