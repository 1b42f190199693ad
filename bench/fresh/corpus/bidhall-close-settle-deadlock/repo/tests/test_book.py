import pytest

from bidhall import BidBook, BidRejected, Lot, LotClosed, ManualClock

LOT = Lot("L1", "sam", "Clock", 100, increment=10)


def test_place_and_history():
    book = BidBook(LOT, ManualClock(50.0))
    first = book.place("ann", 100)
    second = book.place("bob", 125)
    assert (first.seq, second.seq, second.at) == (1, 2, 50.0)
    assert book.high() == second
    assert [b.bidder for b in book.history()] == ["ann", "bob"]


def test_low_bids_are_rejected():
    book = BidBook(LOT, ManualClock())
    with pytest.raises(BidRejected):
        book.place("ann", 99)
    book.place("ann", 100)
    with pytest.raises(BidRejected, match="minimum of 110"):
        book.place("bob", 105)
    assert len(book.history()) == 1


def test_proxy_bids():
    book = BidBook(LOT, ManualClock())
    assert book.place_proxy("ann", 500).amount == 100
    assert book.place_proxy("bob", 500).amount == 110
    with pytest.raises(BidRejected, match="already holds"):
        book.place_proxy("bob", 500)
    with pytest.raises(BidRejected, match="above the maximum"):
        book.place_proxy("ann", 115)


def test_closed_book_takes_no_bids():
    book = BidBook(LOT, ManualClock())
    book.place("ann", 100)
    assert book.close().bidder == "ann"
    assert not book.is_open
    with pytest.raises(LotClosed):
        book.place("bob", 200)
    with pytest.raises(LotClosed):
        book.close()
