import pytest

from bidhall import Lot, PermissionDenied, may_bid
from conftest import ANN, AUC, BOB, SAM


def test_rule_refuses_the_seller():
    assert not may_bid(SAM, Lot("L1", "sam", "Clock", 50))
    assert not may_bid(ANN, Lot("L2", "ann", "Vase", 50, reserve=80))
    assert may_bid(BOB, Lot("L2", "ann", "Vase", 50, reserve=80))


def test_seller_may_not_auto_bid(hall, lot):
    with pytest.raises(PermissionDenied):
        hall.auto_bid(SAM, lot.id, 500)
    assert hall.standings(lot.id)["bids"] == 0


def test_seller_of_a_lot_without_reserve(hall):
    lot = hall.open_lot(ANN, "Lamp", 20)
    with pytest.raises(PermissionDenied):
        hall.bid(ANN, lot.id, 20)
    with pytest.raises(PermissionDenied):
        hall.auto_bid(ANN, lot.id, 50)
    assert hall.book(lot.id).history() == []


def test_auctioneer_may_not_auto_bid(hall, lot):
    with pytest.raises(PermissionDenied):
        hall.auto_bid(AUC, lot.id, 500)
    with pytest.raises(PermissionDenied):
        hall.bid(AUC, lot.id, 100)


def test_sellers_bid_on_other_lots(hall, lot):
    other = hall.open_lot(ANN, "Vase", 30)
    assert hall.bid(SAM, other.id, 30).bidder == "sam"
    assert hall.auto_bid(BOB, other.id, 100).amount == 31
    assert hall.bid(ANN, lot.id, 100).bidder == "ann"
    assert hall.auto_bid(BOB, lot.id, 200).amount == 110
