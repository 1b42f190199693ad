import pytest

from conftest import ANN, AUD, SAM, ZOE
from fueldepot import DepotError, Operator, PermissionDenied, may, require


def test_operator_validation():
    with pytest.raises(DepotError):
        Operator("x", "manager", "north")
    with pytest.raises(DepotError):
        Operator("", "attendant", "north")


def test_permissions_by_role():
    assert may(ANN, "dispense", "north") and not may(ANN, "void", "north")
    assert may(SAM, "void", "north") and not may(ZOE, "void", "north")
    assert may(AUD, "report", "north") and not may(AUD, "dispense", "hq")


def test_require_raises():
    with pytest.raises(PermissionDenied):
        require(ANN, "transfer", "north")
    require(SAM, "transfer", "north")
