import pytest

from conftest import ADA, BEN, CORA, MILO
from plotshare import Denied, can_assign, can_release


def test_coordinator_of_another_garden_may_not_release(book):
    book.assign(CORA, "A-1", "milo")
    with pytest.raises(Denied):
        book.release(BEN, "A-1")
    assert book.holder_of("A-1") == "milo"


def test_rules_name_the_garden():
    assert not can_assign(BEN, "A")
    assert not can_release(BEN, "milo", "A")
    assert not can_assign(CORA, "B")


def test_each_coordinator_in_the_other_garden(book):
    with pytest.raises(Denied):
        book.assign(CORA, "B-12", "nina")
    book.assign(BEN, "B-12", "nina")
    with pytest.raises(Denied):
        book.release(CORA, "B-12")


def test_admins_act_in_every_garden(book):
    book.assign(ADA, "A-1", "milo")
    book.assign(ADA, "B-2", "nina")
    assert book.release(ADA, "B-2") == "nina"
    assert can_assign(ADA, "Q") and can_release(ADA, "milo", "Q")


def test_own_garden_and_own_plot_still_allowed(book):
    book.assign(BEN, "B-1", "milo")
    assert book.release(MILO, "B-1") == "milo"
    book.assign(CORA, "A-2", "milo")
    assert book.release(CORA, "A-2") == "milo"
    assert can_release(BEN, "ben", "A")
