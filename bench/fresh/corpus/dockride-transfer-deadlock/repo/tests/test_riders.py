import pytest

from dockride import PermissionDenied, Rider, allowed, authorize
from conftest import ANN, MECH, OPS_N, ROOT


def test_roles():
    assert allowed(ANN, "rent") and not allowed(ANN, "restock")
    assert allowed(MECH, "repair", "north") and not allowed(MECH, "rebalance", "north")
    with pytest.raises(ValueError):
        Rider("x", role="pilot")


def test_zone_scope_of_staff():
    assert allowed(OPS_N, "restock", "north")
    assert not allowed(OPS_N, "rebalance", "south")
    assert allowed(OPS_N, "rent", "south")
    with pytest.raises(PermissionDenied):
        authorize(OPS_N, "rebalance", "south")


def test_admin_acts_everywhere():
    assert allowed(ROOT, "rebalance", "south") and allowed(ROOT, "refund")
