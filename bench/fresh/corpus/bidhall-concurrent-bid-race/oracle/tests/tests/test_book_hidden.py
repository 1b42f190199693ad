import pytest

from bidhall import AuctionHall, BidBook, BidRejected, Lot, LotClosed, ManualClock
from conftest import ANN, SAM, USERS, run_together

LOT = Lot("L1", "sam", "Clock", 100, increment=1)


def test_concurrent_distinct_bids_end_with_the_highest():
    book = BidBook(LOT, ManualClock(0.0, delay=0.03))
    workers = run_together(8, lambda i: book.place(f"user{i}", 100 + i))
    assert all(not w.is_alive() for w in workers)
    assert all(isinstance(w.error, BidRejected) for w in workers if w.error is not None)
    amounts = [b.amount for b in book.history()]
    assert amounts[-1] == 107
    assert all(b > a for a, b in zip(amounts, amounts[1:]))
    assert [b.seq for b in book.history()] == list(range(1, len(amounts) + 1))


def test_concurrent_proxy_bids_climb():
    book = BidBook(Lot("L2", "sam", "Lamp", 100, increment=10), ManualClock(0.0, delay=0.03))
    workers = run_together(6, lambda i: book.place_proxy(f"user{i}", 1000))
    assert all(not w.is_alive() and w.error is None for w in workers)
    assert [b.amount for b in book.history()] == [100, 110, 120, 130, 140, 150]


def test_concurrent_bids_through_the_hall():
    clock = ManualClock(0.0)
    hall = AuctionHall(clock, USERS)
    lot = hall.open_lot(SAM, "Globe", 100, increment=10)
    clock.set_delay(0.03)
    bidders = [u for u in USERS if u.role == "bidder" and u is not SAM]
    workers = run_together(len(bidders), lambda i: hall.bid(bidders[i], lot.id, 120))
    assert all(not w.is_alive() for w in workers)
    assert sum(w.error is None for w in workers) == 1
    assert all(isinstance(w.error, BidRejected) for w in workers if w.error is not None)
    assert hall.standings(lot.id)["bids"] == 1
    assert hall.standings(lot.id)["high"][1] == 120


def test_sequential_bids_and_their_times():
    clock = ManualClock(10.0)
    book = BidBook(LOT, clock)
    book.place("ann", 100)
    clock.advance(5)
    book.place("ann", 150)
    clock.advance(5)
    book.place_proxy("bob", 200)
    assert [(b.bidder, b.amount, b.at, b.seq) for b in book.history()] == [
        ("ann", 100, 10.0, 1), ("ann", 150, 15.0, 2), ("bob", 151, 20.0, 3)]


def test_closed_book_refuses_concurrent_bids():
    book = BidBook(LOT, ManualClock(0.0, delay=0.01))
    book.place("ann", 100)
    book.close()
    workers = run_together(4, lambda i: book.place(f"user{i}", 200 + i))
    assert all(isinstance(w.error, LotClosed) for w in workers)
    with pytest.raises(LotClosed):
        book.place_proxy("bob", 500)
    assert len(book.history()) == 1
