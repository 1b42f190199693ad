import pytest

from kitchenrail import RailClosed, StationRail
from conftest import started, wait_until


def test_take_in_order_and_front():
    rail = StationRail("grill")
    rail.put_many([1, 2])
    rail.put_front(3)
    assert [rail.take(0), rail.take(0), rail.take(0), rail.take(0)] == [3, 1, 2, None]


def test_take_times_out_when_nothing_comes():
    rail = StationRail("grill")
    w = started(lambda: rail.take(0.1))
    w.join(2)
    assert not w.is_alive() and w.result is None


def test_a_waiting_cook_gets_a_new_ticket():
    rail = StationRail("grill")
    w = started(lambda: rail.take(5))
    wait_until(lambda: rail.waiting == 1)
    rail.put(7)
    w.join(1)
    assert not w.is_alive() and w.result == 7


def test_closed_rail():
    rail = StationRail("cold")
    rail.put(4)
    w = started(lambda: [rail.take(5), rail.take(5)])
    w.join(0.2)
    assert w.is_alive()
    rail.close()
    w.join(1)
    assert not w.is_alive() and w.result == [4, None]
    with pytest.raises(RailClosed):
        rail.put(5)
