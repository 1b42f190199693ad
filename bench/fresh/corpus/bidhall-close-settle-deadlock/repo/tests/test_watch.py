import pytest

from bidhall import Bid, OutbidWatch, WaitTimeout
from conftest import started, wait_until


def test_already_outbid_returns_at_once():
    watch = OutbidWatch()
    watch.bid_placed(Bid("L1", "bob", 120, 0.0, 2))
    assert watch.wait_outbid("L1", "ann", 0.5).bidder == "bob"


def test_a_new_bid_wakes_the_waiter():
    watch = OutbidWatch()
    watch.bid_placed(Bid("L1", "ann", 100, 0.0, 1))
    w = started(lambda: watch.wait_outbid("L1", "ann", 2.0))
    wait_until(lambda: watch.waiting() == 1)
    watch.bid_placed(Bid("L1", "bob", 110, 0.0, 2))
    w.join(2)
    assert not w.is_alive() and w.error is None
    assert w.result.amount == 110


def test_wait_times_out():
    watch = OutbidWatch()
    watch.bid_placed(Bid("L1", "ann", 100, 0.0, 1))
    with pytest.raises(WaitTimeout):
        watch.wait_outbid("L1", "ann", 0.05)
    assert watch.waiting() == 0


def test_closing_wakes_the_waiter_with_none():
    watch = OutbidWatch()
    watch.bid_placed(Bid("L1", "ann", 100, 0.0, 1))
    w = started(lambda: watch.wait_outbid("L1", "ann", 2.0))
    wait_until(lambda: watch.waiting() == 1)
    watch.closed("L1")
    w.join(2)
    assert not w.is_alive() and w.error is None and w.result is None
