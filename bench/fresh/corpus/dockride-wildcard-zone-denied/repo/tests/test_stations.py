import pytest

from dockride import NoBike, Station, StationFull
from conftest import started, wait_until


def test_take_and_put():
    s = Station("a", "z", capacity=2, bikes=1)
    s.take()
    with pytest.raises(NoBike):
        s.take()
    s.put()
    s.put()
    with pytest.raises(StationFull):
        s.put()
    assert (s.bikes, s.free) == (2, 0)


def test_bad_station():
    with pytest.raises(ValueError):
        Station("a", "z", capacity=2, bikes=3)


def test_waiting_rider_gets_a_returned_bike():
    s = Station("a", "z", capacity=4)
    w = started(lambda: s.wait_take(2.0))
    wait_until(lambda: s.waiting == 1)
    s.put()
    w.join(1.0)
    assert not w.is_alive() and w.error is None
    assert (s.bikes, s.waiting) == (0, 0)


def test_wait_times_out():
    s = Station("a", "z", capacity=4)
    with pytest.raises(NoBike):
        s.wait_take(0.05)
    assert s.waiting == 0


def test_restock_serves_a_waiting_rider():
    s = Station("a", "z", capacity=4)
    w = started(lambda: s.wait_take(2.0))
    wait_until(lambda: s.waiting == 1)
    s.restock(1)
    w.join(1.0)
    assert not w.is_alive() and w.error is None and s.bikes == 0


def test_restock_checks_the_docks():
    s = Station("a", "z", capacity=4, bikes=3)
    with pytest.raises(StationFull):
        s.restock(2)
    with pytest.raises(ValueError):
        s.restock(0)
    assert s.bikes == 3
