import pytest

from conftest import ANN, AUD, BEN, SAM, ZOE
from fueldepot import PermissionDenied


def test_attendant_cannot_refund_own_sale(depot):
    sale = depot.dispense(ANN, 1, "diesel", 60)
    with pytest.raises(PermissionDenied):
        depot.refund(ANN, sale.id, 10)
    assert sale.refunded == 0
    assert depot.meters.snapshot()["litres"] == {"diesel": 60}


def test_own_void_leaves_tank_meters_and_takings(depot):
    sale = depot.dispense(BEN, 4, "adblue", 20)
    with pytest.raises(PermissionDenied):
        depot.void(BEN, sale.id)
    assert depot.tanks["adblue"].level == 30
    assert depot.meters.snapshot()["by_pump"] == {4: 20}
    assert depot.ledger.total_cents() == 1800


def test_only_a_supervisor_voids_an_attendants_sale(depot):
    sale = depot.dispense(BEN, 1, "petrol", 10)
    for op in (BEN, ANN):
        with pytest.raises(PermissionDenied):
            depot.void(op, sale.id)
    depot.void(SAM, sale.id)
    assert sale.status == "void"


def test_supervisor_voids_and_refunds(depot):
    own = depot.dispense(SAM, 1, "diesel", 10)
    depot.void(SAM, own.id)
    other = depot.dispense(ANN, 2, "diesel", 30)
    assert depot.refund(SAM, other.id, 10) == 1890
    assert own.status == "void" and other.refunded == 10


def test_auditor_and_other_site_cannot_void(depot):
    sale = depot.dispense(ANN, 1, "diesel", 10)
    for op in (AUD, ZOE):
        with pytest.raises(PermissionDenied):
            depot.void(op, sale.id)
        with pytest.raises(PermissionDenied):
            depot.refund(op, sale.id, 1)
    assert sale.status == "paid"
