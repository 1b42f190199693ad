import pytest

from conftest import started, wait_until
from fueldepot import OutOfFuel, Tank


def test_draw_when_available_returns_at_once(tank):
    assert tank.draw_when_available(100, timeout=0.5) == 300


def test_draw_times_out_without_a_delivery(clock):
    t = Tank("petrol", 500, 10, clock)
    with pytest.raises(OutOfFuel):
        t.draw_when_available(50, timeout=0.1)
    assert t.waiting == 0 and t.level == 10


def test_delivery_wakes_a_waiting_draw(clock):
    t = Tank("petrol", 500, 10, clock)
    w = started(lambda: t.draw_when_available(50, timeout=2))
    wait_until(lambda: t.waiting == 1)
    t.fill(100)
    w.join(2)
    assert not w.is_alive() and w.error is None
    assert w.result == 60


def test_never_enough_capacity(clock):
    t = Tank("petrol", 500, 10, clock)
    with pytest.raises(OutOfFuel):
        t.draw_when_available(600, timeout=5)
