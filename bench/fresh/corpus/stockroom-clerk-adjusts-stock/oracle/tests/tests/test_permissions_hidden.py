import pytest

from conftest import AUDREY, CARL, CLARA, MAX, MIA, REGINA
from stockroom import Forbidden, ManualClock, StockError, User, Warehouse


@pytest.fixture
def wh():
    w = Warehouse(["north", "south"], ManualClock(0.0))
    w.receive(REGINA, "north", "bolt", 10)
    w.receive(REGINA, "south", "bolt", 10)
    return w


def test_clerks_may_not_write_off(wh):
    with pytest.raises(Forbidden):
        wh.write_off(CLARA, "north", "bolt", 4)
    with pytest.raises(Forbidden):
        wh.write_off(CARL, "south", "bolt", 1)
    assert wh.level(CLARA, "north", "bolt") == 10


def test_no_clerk_adjusts_anywhere(wh):
    roaming = User("rita", site="*")
    for user, site in ((CLARA, "north"), (CARL, "south"), (roaming, "north"), (roaming, "south")):
        with pytest.raises(Forbidden):
            wh.adjust(user, site, "bolt", "A", 0)
    with pytest.raises(Forbidden):
        wh.write_off(roaming, "south", "bolt", 1)
    assert wh.sites["south"].snapshot() == {("bolt", "A"): 10}


def test_refused_adjustments_change_nothing(wh):
    w = Warehouse(["north"], ManualClock(0.0))
    with pytest.raises(Forbidden):
        w.adjust(CLARA, "north", "bolt", "B", 7)
    assert w.sites["north"].snapshot() == {}
    assert w.board.wait_for("north", "bolt", 7, timeout=0.01) is False


def test_managers_only_at_their_own_site(wh):
    assert wh.adjust(MIA, "north", "bolt", "A", 8) == -2
    assert wh.write_off(MAX, "south", "bolt", 1) == 9
    with pytest.raises(Forbidden):
        wh.adjust(MAX, "north", "bolt", "A", 100)
    with pytest.raises(Forbidden):
        wh.write_off(MIA, "south", "bolt", 1)
    with pytest.raises(Forbidden):
        wh.adjust(AUDREY, "north", "bolt", "A", 1)
    with pytest.raises(StockError):
        wh.adjust(REGINA, "east", "bolt", "A", 1)
    assert wh.adjust(REGINA, "south", "bolt", "B", 2) == 2


def test_clerks_keep_their_rights(wh):
    assert wh.pick(CLARA, "north", "bolt", 2) == 8
    assert wh.give_back(CLARA, "north", "bolt", 1) == 9
    assert wh.receive(CARL, "south", "bolt", 5) == 15
    wh.transfer(REGINA, "bolt", 1, "north", "south")
    assert wh.level(AUDREY, "north", "bolt") == 8
