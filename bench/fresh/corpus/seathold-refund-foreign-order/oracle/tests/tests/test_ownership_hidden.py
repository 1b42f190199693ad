import pytest

from conftest import ADA, ANN, BOB, NED, SUE
from seathold import HELD, SOLD, Denied


def test_a_denied_refund_changes_nothing(office):
    order = office.buy(ANN, office.hold(ANN, ["stalls-1-1", "stalls-1-2"]).id)
    with pytest.raises(Denied):
        office.refund(BOB, order.id)
    assert not office.order(order.id).refunded
    assert office.seats.status("stalls-1-2") == SOLD
    assert office.stats.revenue() == 9000


def test_supervisor_of_another_venue_cannot_refund(office):
    order = office.buy(BOB, office.hold(BOB, ["stalls-3-2"]).id)
    with pytest.raises(Denied):
        office.refund(NED, order.id)
    assert not order.refunded


def test_nobody_else_releases_an_agents_hold(office):
    h = office.hold(ANN, ["balcony-1-1"])
    for other in (BOB, NED):
        with pytest.raises(Denied):
            office.release_hold(other, h.id)
    assert office.seats.status("balcony-1-1") == HELD
    assert office.holds.get(h.id).owner == "ann"


def test_supervisors_and_admins_act_for_agents(office):
    order = office.buy(BOB, office.hold(BOB, ["stalls-3-1"]).id)
    assert office.refund(SUE, order.id).refunded
    other = office.buy(ANN, office.hold(ANN, ["stalls-3-3"]).id)
    assert office.refund(ADA, other.id).refunded
    h = office.hold(ANN, ["balcony-1-2"])
    assert office.release_hold(SUE, h.id).owner == "ann"


def test_own_refunds_and_releases(office):
    order = office.buy(ANN, office.hold(ANN, ["balcony-2-1"]).id)
    assert office.refund(ANN, order.id).refunded
    assert office.stats.snapshot()["refunded"] == {"balcony": 1}
    h = office.hold(BOB, ["balcony-2-2"])
    office.release_hold(BOB, h.id)
    assert office.seats.free_seats("balcony")[:2] == ["balcony-1-1", "balcony-1-2"]
