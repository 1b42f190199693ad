import pytest

from conftest import ANN, BOB, NED, SUE, VIC
from seathold import FREE, SOLD, Denied, HoldExpired, SeatError


def test_hold_and_buy(office):
    h = office.hold(ANN, ["stalls-1-1", "balcony-1-1"])
    order = office.buy(ANN, h.id)
    assert (order.agent, order.cents) == ("ann", 7500)
    assert office.seats.status("balcony-1-1") == SOLD
    assert office.stats.snapshot()["sold"] == {"stalls": 1, "balcony": 1}
    with pytest.raises(HoldExpired):
        office.buy(ANN, h.id)


def test_buying_someone_elses_hold_is_denied(office):
    h = office.hold(ANN, ["stalls-1-1"])
    with pytest.raises(Denied):
        office.buy(BOB, h.id)
    assert office.buy(SUE, h.id).agent == "ann"


def test_refund_frees_the_seats(office):
    order = office.buy(ANN, office.hold(ANN, ["stalls-2-1", "stalls-2-2"]).id)
    office.refund(ANN, order.id)
    assert office.seats.status("stalls-2-2") == FREE
    assert office.stats.revenue() == 0
    with pytest.raises(SeatError):
        office.refund(ANN, order.id)


def test_supervisor_refunds_an_agents_order(office):
    order = office.buy(BOB, office.hold(BOB, ["stalls-3-1"]).id)
    assert office.refund(SUE, order.id).refunded
    with pytest.raises(Denied):
        office.refund(NED, office.buy(BOB, office.hold(BOB, ["stalls-3-2"]).id).id)


def test_release_own_hold_and_roles(office):
    h = office.hold(ANN, ["balcony-2-1"])
    office.release_hold(ANN, h.id)
    assert office.seats.status("balcony-2-1") == FREE
    with pytest.raises(Denied):
        office.hold(VIC, ["balcony-2-2"])
    with pytest.raises(Denied):
        office.hold(NED, ["balcony-2-2"])


def test_wait_and_hold_takes_a_free_seat_at_once(office):
    h = office.wait_and_hold(BOB, "balcony", timeout=0.5)
    assert h.seats == ("balcony-1-1",) and h.owner == "bob"


def test_orders_of_a_user(office):
    a = office.buy(ANN, office.hold(ANN, ["stalls-1-1"]).id)
    b = office.buy(BOB, office.hold(BOB, ["stalls-1-2"]).id)
    assert office.orders_of(ANN) == [a]
    assert office.orders_of(SUE) == [a, b]
