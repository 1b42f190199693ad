from datetime import date

import pytest

from conftest import BEN, CORA
from plotshare import Allocations, PlotError, Waitlist, may_take_another


def test_waitlist_refuses_members_at_the_limit(book):
    book.assign(CORA, "A-1", "milo")
    book.assign(BEN, "B-1", "milo")
    with pytest.raises(PlotError):
        Waitlist(book).join("A", "milo", date(2024, 1, 1))


def test_rule_at_the_limit(book):
    assert not may_take_another(2)
    assert not may_take_another(3, limit=3)
    book.assign(CORA, "A-1", "milo")
    book.assign(CORA, "A-2", "milo")
    book.assign(BEN, "B-1", "nina")
    with pytest.raises(PlotError):
        book.transfer(BEN, "B-1", "milo")
    assert book.holder_of("B-1") == "nina"


def test_a_limit_of_one(plots):
    book = Allocations(plots, max_plots=1)
    book.assign(CORA, "A-1", "milo")
    with pytest.raises(PlotError):
        book.assign(BEN, "B-1", "milo")
    with pytest.raises(PlotError):
        Waitlist(book).join("B", "milo", date(2024, 1, 1))


def test_a_limit_of_three(plots):
    book = Allocations(plots, max_plots=3)
    for pid in ("A-1", "A-2", "A-3"):
        book.assign(CORA, pid, "milo")
    assert book.plots_of("milo") == ["A-1", "A-2", "A-3"]
    assert may_take_another(2, limit=3)


def test_below_the_limit(book):
    book.assign(CORA, "A-1", "milo")
    assert Waitlist(book).join("B", "milo", date(2024, 1, 1)) == 1
    assert may_take_another(0) and may_take_another(1)
    book.assign(BEN, "B-1", "nina")
    book.assign(BEN, "B-2", "nina")
    assert book.plots_of("nina") == ["B-1", "B-2"]
