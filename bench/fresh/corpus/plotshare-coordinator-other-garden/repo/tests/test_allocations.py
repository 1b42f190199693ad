import pytest

from conftest import ADA, BEN, CORA, MILO, NINA
from plotshare import Allocations, Denied, PlotError, can_assign, can_release


def test_coordinator_assigns_in_own_garden(book):
    book.assign(CORA, "A-1", "milo")
    assert book.holder_of("A-1") == "milo"
    assert book.plots_of("milo") == ["A-1"]
    assert book.history == [("assign", "A-1", "milo", "cora")]


def test_members_may_not_assign(book):
    with pytest.raises(Denied):
        book.assign(MILO, "A-1", "milo")
    assert not can_assign(MILO, "A")


def test_plot_taken_and_unknown(book):
    book.assign(CORA, "A-1", "milo")
    with pytest.raises(PlotError):
        book.assign(CORA, "A-1", "nina")
    with pytest.raises(PlotError):
        book.assign(CORA, "A-9", "nina")


def test_release_by_holder_and_coordinator(book):
    book.assign(CORA, "A-1", "milo")
    book.assign(CORA, "A-2", "nina")
    assert book.release(MILO, "A-1") == "milo"
    with pytest.raises(Denied):
        book.release(MILO, "A-2")
    assert book.release(CORA, "A-2") == "nina"
    with pytest.raises(PlotError):
        book.release(CORA, "A-2")


def test_second_plot_is_allowed(book):
    book.assign(CORA, "A-1", "milo")
    book.assign(BEN, "B-1", "milo")
    assert book.plots_of("milo") == ["A-1", "B-1"]


def test_free_plots(book):
    book.assign(CORA, "A-2", "milo")
    assert book.free_plots("A") == ["A-1", "A-3"]


def test_max_plots_must_be_positive(plots):
    with pytest.raises(PlotError):
        Allocations(plots, max_plots=0)


def test_can_release_rule():
    assert can_release(MILO, "milo", "B")
    assert not can_release(NINA, "milo", "A")
    assert can_release(CORA, "milo", "A")


def test_history_of_a_release(book):
    book.assign(CORA, "A-3", "nina")
    book.release(NINA, "A-3")
    assert book.history[-1] == ("release", "A-3", "nina", "nina")
    assert book.holder_of("a-3") is None


def test_transfer(book):
    book.assign(CORA, "A-1", "milo")
    book.transfer(CORA, "A-1", "nina")
    assert book.holder_of("A-1") == "nina"
    assert book.history[-1] == ("transfer", "A-1", "nina", "cora")
    with pytest.raises(PlotError):
        book.transfer(CORA, "A-1", "nina")
    with pytest.raises(PlotError):
        book.transfer(CORA, "A-2", "milo")
    assert book.area_of("nina") == 40


def test_coordinator_of_another_garden_may_not_assign(book):
    with pytest.raises(Denied):
        book.assign(BEN, "A-1", "milo")
    assert book.holder_of("A-1") is None
