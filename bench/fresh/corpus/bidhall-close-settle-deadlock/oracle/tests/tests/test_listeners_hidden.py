import threading

from bidhall import AuctionHall, LotClosed, ManualClock, Result
from conftest import ANN, AUC, BOB, SAM, USERS, run_together, started


def test_close_due_with_a_listener_that_reads_the_hall(hall, clock):
    a = hall.open_lot(SAM, "Map", 10, duration=30)
    hall.open_lot(SAM, "Globe", 10)
    hall.bid(ANN, a.id, 10)
    seen = []
    hall.on_sold(lambda r: seen.append((r.lot_id, hall.open_lots())))
    clock.advance(31)
    w = started(hall.close_due)
    w.join(1)
    assert not w.is_alive(), "close_due() did not return"
    assert w.result == [Result(a.id, "ann", 10)]
    assert seen == [(a.id, ["L2"])]


def test_listener_may_open_the_next_lot(hall, lot):
    hall.on_sold(lambda r: hall.open_lot(SAM, "Relisted " + r.lot_id, 50) if not r.sold else None)
    w = started(lambda: hall.close(AUC, lot.id))
    w.join(1)
    assert not w.is_alive(), "close() did not return"
    assert hall.open_lots() == ["L2"]
    assert hall.lot("L2").title == "Relisted L1"


def test_listener_may_read_standings(hall, lot):
    seen = []
    hall.on_sold(lambda r: seen.append(hall.standings(r.lot_id)))
    hall.bid(BOB, lot.id, 200)
    w = started(lambda: hall.close(SAM, lot.id))
    w.join(1)
    assert not w.is_alive(), "close() did not return"
    assert seen == [{"lot": lot.id, "open": False, "high": ("bob", 200), "bids": 1}]


def test_listeners_run_in_the_closing_thread(hall, lot, clock):
    calls = []
    hall.on_sold(lambda r: calls.append((r.lot_id, threading.current_thread())))
    due = hall.open_lot(ANN, "Lamp", 5, duration=10)
    hall.close(SAM, lot.id)
    assert calls == [(lot.id, threading.current_thread())]
    clock.advance(10)
    hall.close_due()
    assert calls[1:] == [(due.id, threading.current_thread())]


def test_concurrent_closes_settle_once():
    clock = ManualClock(0.0)
    hall = AuctionHall(clock, USERS)
    lot = hall.open_lot(SAM, "Globe", 100)
    hall.bid(ANN, lot.id, 100)
    clock.set_delay(0.02)
    workers = run_together(4, lambda i: hall.close(AUC if i % 2 else SAM, lot.id))
    assert all(not w.is_alive() for w in workers)
    assert sum(w.error is None for w in workers) == 1
    assert all(isinstance(w.error, LotClosed) for w in workers if w.error is not None)
    assert hall.ledger.totals()["sold"] == 1
