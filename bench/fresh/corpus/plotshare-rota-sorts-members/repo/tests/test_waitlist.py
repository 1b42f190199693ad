from datetime import date

import pytest

from conftest import CORA
from plotshare import PlotError, Waitlist


def test_first_come_first_served(book):
    w = Waitlist(book)
    assert w.join("A", "milo", date(2024, 3, 5)) == 1
    assert w.join("A", "nina", date(2024, 3, 1)) == 1
    assert w.waiting("A") == ["nina", "milo"]
    assert w.next_up("A") == "nina"
    assert w.position("A", "milo") == 2


def test_leave_and_errors(book):
    w = Waitlist(book)
    w.join("B", "milo", date(2024, 1, 1))
    with pytest.raises(PlotError):
        w.join("B", "milo", date(2024, 2, 1))
    w.leave("B", "milo")
    assert w.next_up("B") is None
    with pytest.raises(PlotError):
        w.position("B", "milo")


def test_holders_may_wait_for_another(book):
    book.assign(CORA, "A-1", "milo")
    w = Waitlist(book)
    assert w.join("B", "milo", date(2024, 1, 1)) == 1


def test_lists_are_per_garden(book):
    w = Waitlist(book)
    w.join("A", "milo", date(2024, 1, 1))
    w.join("B", "nina", date(2024, 1, 2))
    assert w.waiting("A") == ["milo"] and w.waiting("B") == ["nina"]
    assert w.waiting_since("B", "nina") == date(2024, 1, 2)
    assert w.all_waiting() == {"A": ["milo"], "B": ["nina"]}


def test_offer_next(book):
    w = Waitlist(book)
    assert w.offer_next(CORA, "A") is None
    w.join("A", "nina", date(2024, 1, 1))
    assert w.offer_next(CORA, "A") == ("A-1", "nina")
    assert w.waiting("A") == [] and book.holder_of("A-1") == "nina"
