import time

import pytest

from bidhall import Bid, OutbidWatch, Result, WaitTimeout
from conftest import ANN, AUC, BOB, CAT, SAM, started, wait_until


def _leading(watch, lots):
    for i, lot_id in enumerate(lots):
        watch.bid_placed(Bid(lot_id, f"u{i}", 100, 0.0, 1))


def test_three_lots_three_waiters():
    watch = OutbidWatch()
    _leading(watch, ["L1", "L2", "L3"])
    waiters = []
    for i, lot_id in enumerate(["L1", "L2", "L3"]):
        waiters.append(started(lambda lot_id=lot_id, i=i: watch.wait_outbid(lot_id, f"u{i}", 1.0)))
        wait_until(lambda n=i + 1: watch.waiting() == n)
    watch.bid_placed(Bid("L3", "zed", 120, 0.0, 2))
    waiters[2].join(0.8)
    assert not waiters[2].is_alive() and waiters[2].error is None
    assert waiters[2].result.bidder == "zed"
    watch.closed("L1")
    watch.closed("L2")
    for w in waiters:
        w.join(1)


def test_closing_one_lot_wakes_its_waiter():
    watch = OutbidWatch()
    _leading(watch, ["L1", "L2"])
    first = started(lambda: watch.wait_outbid("L1", "u0", 1.0))
    wait_until(lambda: watch.waiting() == 1)
    second = started(lambda: watch.wait_outbid("L2", "u1", 1.0))
    wait_until(lambda: watch.waiting() == 2)
    watch.closed("L2")
    second.join(0.8)
    assert not second.is_alive() and second.error is None and second.result is None
    watch.closed("L1")
    first.join(1)


def test_hall_close_wakes_the_right_watcher(hall):
    a = hall.open_lot(SAM, "Map", 10)
    b = hall.open_lot(SAM, "Globe", 10)
    hall.bid(ANN, a.id, 10)
    hall.bid(BOB, b.id, 10)
    first = started(lambda: hall.watch.wait_outbid(a.id, "ann", 1.0))
    wait_until(lambda: hall.watch.waiting() == 1)
    second = started(lambda: hall.watch.wait_outbid(b.id, "bob", 1.0))
    wait_until(lambda: hall.watch.waiting() == 2)
    assert hall.close(AUC, b.id) == Result(b.id, "bob", 10)
    second.join(0.8)
    assert not second.is_alive() and second.error is None and second.result is None
    hall.bid(CAT, a.id, 20)
    first.join(1)


def test_timeout_holds_while_other_lots_are_busy():
    watch = OutbidWatch()
    _leading(watch, ["L1", "L2"])
    def timed():
        t0 = time.monotonic()
        try:
            watch.wait_outbid("L1", "u0", 0.3)
        except WaitTimeout:
            return time.monotonic() - t0
    w = started(timed)
    wait_until(lambda: watch.waiting() == 1)
    for seq in range(2, 14):
        watch.bid_placed(Bid("L2", "u1" if seq % 2 else "zed", 100 + seq, 0.0, seq))
        time.sleep(0.05)
    w.join(1)
    assert not w.is_alive() and w.error is None
    assert w.result is not None and w.result < 0.55


def test_raising_your_own_bid_keeps_you_waiting():
    watch = OutbidWatch()
    watch.bid_placed(Bid("L1", "ann", 100, 0.0, 1))
    w = started(lambda: watch.wait_outbid("L1", "ann", 1.0))
    wait_until(lambda: watch.waiting() == 1)
    watch.bid_placed(Bid("L1", "ann", 150, 0.0, 2))
    time.sleep(0.05)
    assert w.is_alive()
    watch.bid_placed(Bid("L1", "bob", 160, 0.0, 3))
    w.join(1)
    assert w.error is None and (w.result.bidder, w.result.amount) == ("bob", 160)
    watch.bid_placed(Bid("L1", "ann", 140, 0.0, 2))
    with pytest.raises(WaitTimeout):
        watch.wait_outbid("L1", "bob", 0.05)
