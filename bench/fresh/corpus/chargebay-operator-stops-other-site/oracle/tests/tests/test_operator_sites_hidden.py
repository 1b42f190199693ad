import pytest

from chargebay import PermissionDenied, may
from conftest import ADA, EVA, JON, OTTO, QUIN


def test_operator_cannot_swap_at_another_site(station):
    s = station.start(EVA, "north")
    with pytest.raises(PermissionDenied):
        station.swap(QUIN, s.id, "north-3")
    assert s.charger == "north-1"


def test_may_is_scoped_to_the_operators_site():
    assert not may(QUIN, "stop_any", "north")
    assert not may(QUIN, "swap", "north")
    assert not may(OTTO, "stop_any", "quay")


def test_north_operator_cannot_stop_at_quay(station):
    s = station.start(JON, "quay")
    with pytest.raises(PermissionDenied):
        station.stop(OTTO, s.id)
    assert s.active


def test_operator_and_admin_permissions():
    assert may(OTTO, "stop_any", "north")
    assert may(OTTO, "start", "quay")
    assert may(OTTO, "stop_own", "quay")
    assert may(ADA, "evacuate", "quay")
    assert not may(OTTO, "refund", "north")


def test_operators_charge_anywhere_and_act_at_home(station):
    mine = station.start(OTTO, "quay")
    station.stop(OTTO, mine.id)
    a, b = station.start(EVA, "north"), station.start(JON, "quay")
    station.swap(QUIN, b.id, "quay-2")
    station.stop(OTTO, a.id)
    station.stop(ADA, b.id)
    assert (mine.active, a.active, b.active, b.charger) == (False, False, False, "quay-2")
