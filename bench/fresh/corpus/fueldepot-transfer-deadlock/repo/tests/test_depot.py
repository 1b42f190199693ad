import pytest

from conftest import ANN, AUD, BEN, SAM, ZOE, run_together
from fueldepot import DepotError, PermissionDenied


def test_dispense_records_a_sale(depot, clock):
    sale = depot.dispense(ANN, 1, "diesel", 40)
    assert (sale.id, sale.by, sale.cents) == (1, "ann", 7560)
    assert depot.tanks["diesel"].level == 360
    snap = depot.meters.snapshot()
    assert snap["litres"] == {"diesel": 40} and snap["sales"] == 1 and snap["last_sale"] == 500.0


def test_unknown_grade_and_wrong_site(depot):
    with pytest.raises(DepotError):
        depot.dispense(ANN, 1, "kerosene", 10)
    with pytest.raises(PermissionDenied):
        depot.dispense(ZOE, 1, "diesel", 10)


def test_deliver(depot):
    assert depot.deliver(BEN, "adblue", 100) == 150
    with pytest.raises(PermissionDenied):
        depot.deliver(AUD, "adblue", 10)


def test_supervisor_voids_a_sale(depot):
    sale = depot.dispense(ANN, 2, "petrol", 50)
    depot.void(SAM, sale.id)
    assert sale.status == "void" and depot.tanks["petrol"].level == 300
    assert depot.meters.snapshot()["litres"] == {"petrol": 0}
    with pytest.raises(DepotError):
        depot.void(SAM, sale.id)


def test_void_needs_a_supervisor_of_the_site(depot):
    sale = depot.dispense(ANN, 2, "petrol", 50)
    with pytest.raises(PermissionDenied):
        depot.void(ZOE, sale.id)
    with pytest.raises(PermissionDenied):
        depot.void(BEN, sale.id)


def test_partial_refund(depot):
    sale = depot.dispense(ANN, 3, "diesel", 100)
    assert depot.refund(SAM, sale.id, 20) == 3780
    assert sale.refunded == 20
    with pytest.raises(DepotError):
        depot.refund(SAM, sale.id, 81)
    with pytest.raises(DepotError):
        depot.void(SAM, sale.id)


def test_transfer_between_tanks(depot):
    from conftest import started
    w = started(lambda: depot.transfer(SAM, "diesel", "petrol", 100))
    w.join(1)
    assert not w.is_alive() and w.error is None
    assert (depot.tanks["diesel"].level, depot.tanks["petrol"].level) == (300, 400)
    with pytest.raises(PermissionDenied):
        depot.transfer(ANN, "diesel", "petrol", 10)


def test_report(depot):
    depot.dispense(ANN, 1, "diesel", 10)
    depot.dispense(BEN, 2, "diesel", 20)
    rep = depot.report(AUD)
    assert rep["levels"]["diesel"] == 370 and rep["cents"] == 5670
    assert rep["by_pump"] == {1: 10, 2: 20}
    with pytest.raises(PermissionDenied):
        depot.report(ANN)


def test_many_pumps_at_once(depot):
    run_together(6, lambda i: depot.dispense(ANN if i % 2 else BEN, i, "diesel", 10))
    assert depot.tanks["diesel"].level == 340
    assert depot.meters.snapshot()["sales"] == 6
    assert len(depot.ledger.by_operator("ann")) == 3


def test_dispense_waits_for_a_delivery(depot):
    from conftest import started, wait_until
    w = started(lambda: depot.dispense(ANN, 1, "adblue", 80, wait=2))
    wait_until(lambda: depot.tanks["adblue"].waiting == 1)
    depot.deliver(BEN, "adblue", 100)
    w.join(2)
    assert w.error is None and w.result.litres == 80
    assert depot.tanks["adblue"].level == 70


def test_price_change(depot):
    depot.set_price(SAM, "diesel", 200)
    assert depot.dispense(ANN, 1, "diesel", 10).cents == 2000
    with pytest.raises(PermissionDenied):
        depot.set_price(ANN, "diesel", 1)
    with pytest.raises(DepotError):
        depot.set_price(SAM, "diesel", 0)


def test_takings_and_busiest_pumps(depot):
    depot.dispense(ANN, 1, "diesel", 10)
    depot.dispense(ANN, 2, "petrol", 30)
    depot.dispense(BEN, 3, "petrol", 10)
    assert depot.ledger.takings_by_grade() == {"diesel": 1890, "petrol": 7960}
    assert depot.meters.busiest_pumps(2) == [2, 1]
    assert depot.ledger.count() == 3 and depot.ledger.count("void") == 0


def test_low_tanks_and_sales_of(depot):
    assert depot.low_tanks() == []
    depot.dispense(ANN, 1, "adblue", 20)
    assert depot.low_tanks(20) == ["adblue"]
    assert depot.low_tanks(50) == ["adblue", "petrol", "diesel"]
    assert [s.litres for s in depot.sales_of(ANN, "ann")] == [20]
    assert len(depot.sales_of(AUD, "ann")) == 1
    with pytest.raises(PermissionDenied):
        depot.sales_of(BEN, "ann")
