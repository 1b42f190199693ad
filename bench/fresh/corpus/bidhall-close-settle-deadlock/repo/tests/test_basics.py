import pytest

from bidhall import AuctionError, Lot, ManualClock, User, may_bid, may_close, may_open
from conftest import ANN, AUC, SAM


def test_manual_clock():
    clock = ManualClock(5.0)
    clock.advance(2.5)
    assert clock.now() == 7.5
    with pytest.raises(ValueError):
        clock.advance(-1)


def test_user_validation():
    assert User("zed").role == "bidder"
    for bad in ("", "Zed", "z d"):
        with pytest.raises(AuctionError):
            User(bad)
    with pytest.raises(AuctionError):
        User("zed", role="clerk")


def test_lot_validation_and_minimum_next():
    lot = Lot("L1", "sam", "Clock", 50, increment=5)
    assert lot.minimum_next(None) == 50
    assert lot.minimum_next(70) == 75
    with pytest.raises(AuctionError):
        Lot("L2", "sam", "Free", 0)
    with pytest.raises(AuctionError):
        Lot("L3", "sam", "Odd", 10, increment=0)


def test_open_and_close_rules():
    lot = Lot("L1", "sam", "Clock", 50)
    assert may_open(SAM) and not may_open(AUC)
    assert may_close(SAM, lot) and may_close(AUC, lot) and not may_close(ANN, lot)


def test_members_bid_auctioneers_do_not():
    lot = Lot("L1", "sam", "Clock", 50)
    assert may_bid(ANN, lot)
    assert not may_bid(AUC, lot)
