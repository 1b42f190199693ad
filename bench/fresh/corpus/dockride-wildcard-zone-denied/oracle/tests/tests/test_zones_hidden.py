import pytest

from conftest import ANN, MECH, OPS_N, OPS_S
from dockride import PermissionDenied, Rider, allowed

LEAD = Rider("ida", role="operator", zone="*")


def test_wildcard_operator_rebalances_across_zones(service, net):
    service.rebalance(LEAD, "north-1", "south-1", 2)
    service.restock(LEAD, "north-2", 1)
    assert [net.get(s).bikes for s in ("north-1", "north-2", "south-1")] == [1, 1, 6]


def test_wildcard_staff_in_every_zone():
    assert allowed(LEAD, "view", "north") and allowed(LEAD, "rebalance", "east")
    fixer = Rider("fay", role="mechanic", zone="*")
    assert allowed(fixer, "repair", "south")
    assert not allowed(fixer, "rebalance", "south")


def test_wildcard_operator_sees_every_station(service):
    assert service.stations_for(LEAD) == ["north-1", "north-2", "south-1", "south-2"]
    assert service.stations_for(Rider("fay", role="mechanic", zone="*"))[-1] == "south-2"


def test_operator_cannot_rebalance_another_zone(service, net):
    with pytest.raises(PermissionDenied):
        service.rebalance(OPS_N, "south-1", "north-2", 1)
    with pytest.raises(PermissionDenied):
        service.restock(OPS_S, "north-2", 1)
    assert (net.get("south-1").bikes, net.get("north-2").bikes) == (4, 0)


def test_zone_staff_and_riders_still_scoped(service):
    assert not allowed(MECH, "repair", "south")
    assert not allowed(Rider("zed", role="operator"), "restock", "north")
    with pytest.raises(PermissionDenied):
        service.restock(Rider("rob", zone="*"), "north-2", 1)
    with pytest.raises(PermissionDenied):
        service.restock(OPS_N, "south-1", 1)
    assert service.stations_for(OPS_S) == ["south-1", "south-2"]
    assert service.stations_for(MECH) == ["north-1", "north-2"]
    assert allowed(ANN, "rent", "south")
