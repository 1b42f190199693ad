import pytest

from conftest import AUDREY, CARL, CLARA, MAX, MIA, REGINA, started, wait_until
from stockroom import Forbidden, StockError


def test_receive_pick_and_stats(wh):
    assert wh.receive(CLARA, "north", "bolt", 10) == 10
    assert wh.pick(CLARA, "north", "bolt", 4) == 6
    assert wh.stats.picked("bolt") == 4
    assert wh.level(AUDREY, "north", "bolt") == 6


def test_sites_and_roles(wh):
    with pytest.raises(Forbidden):
        wh.receive(CARL, "north", "bolt", 1)
    with pytest.raises(Forbidden):
        wh.pick(AUDREY, "north", "bolt", 1)
    with pytest.raises(StockError):
        wh.level(CLARA, "east", "bolt")


def test_manager_adjusts_after_a_count(wh):
    wh.receive(CLARA, "north", "bolt", 10)
    assert wh.adjust(MIA, "north", "bolt", "A", 8) == -2
    assert wh.adjust(REGINA, "north", "bolt", "A", 9) == 1
    assert wh.level(CLARA, "north", "bolt") == 9


def test_write_off(wh):
    wh.receive(CLARA, "north", "bolt", 10)
    assert wh.write_off(MIA, "north", "bolt", 3) == 7
    with pytest.raises(Forbidden):
        wh.write_off(MAX, "north", "bolt", 1)


def test_give_back(wh):
    wh.receive(CLARA, "north", "bolt", 5)
    wh.pick(CLARA, "north", "bolt", 5)
    wh.give_back(CLARA, "north", "bolt", 2)
    assert wh.stats.net("bolt") == 3 and wh.level(CLARA, "north", "bolt") == 2


def test_wait_and_pick(wh):
    w = started(lambda: wh.wait_and_pick(CLARA, "north", "bolt", 3, timeout=2))
    wait_until(lambda: wh.board.waiting() == 1)
    wh.receive(MIA, "north", "bolt", 5)
    w.join(1)
    assert w.result is True and wh.level(CLARA, "north", "bolt") == 2


def test_ship_order_and_move(wh):
    wh.receive(CLARA, "north", "bolt", 10)
    wh.move(CLARA, "north", "bolt", 4, "A", "B")
    wh.ship_order(CLARA, "north", [("bolt", 5, "A"), ("bolt", 1, "B")])
    assert wh.sites["north"].snapshot() == {("bolt", "A"): 1, ("bolt", "B"): 3}
    assert wh.stats.picked("bolt") == 6


def test_wait_and_pick_times_out(wh):
    assert wh.wait_and_pick(CLARA, "north", "bolt", 3, timeout=0.05) is False
    with pytest.raises(Forbidden):
        wh.wait_and_pick(AUDREY, "north", "bolt", 1, timeout=0.05)


def test_regional_manager_works_everywhere(wh):
    wh.receive(REGINA, "south", "nut", 4)
    assert wh.write_off(REGINA, "south", "nut", 1) == 3
    assert wh.level(CARL, "south", "nut") == 3


def test_transfer_between_sites(wh, clock):
    wh.receive(CLARA, "north", "bolt", 10)
    wh.transfer(REGINA, "bolt", 4, "north", "south")
    assert wh.compare(REGINA, "bolt", "north", "south") == (500.0, 6, 4)
    assert wh.transfers == [(500.0, "bolt", 4, "north", "south")]
    with pytest.raises(StockError):
        wh.transfer(REGINA, "bolt", 7, "north", "south")
    with pytest.raises(Forbidden):
        wh.transfer(CLARA, "bolt", 1, "north", "south")
    assert wh.compare(REGINA, "bolt", "south", "north")[1:] == (4, 6)


def test_stock_report_and_low_stock(wh):
    wh.receive(CLARA, "north", "bolt", 10)
    wh.receive(CLARA, "north", "bolt", 2, "C")
    wh.receive(CLARA, "north", "nut", 3, "B")
    assert wh.stock_report(AUDREY, "north") == ["bolt: 12 (A 10, C 2)", "nut: 3 (B 3)"]
    assert wh.low_stock(AUDREY, "north", 5) == [("nut", 3)]
    assert wh.sites["north"].empty_bins() == []
    assert wh.sites["south"].empty_bins() == ["A", "B", "C"]
    with pytest.raises(Forbidden):
        wh.stock_report(CARL, "north")
