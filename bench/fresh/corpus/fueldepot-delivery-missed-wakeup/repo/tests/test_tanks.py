import pytest

from conftest import run_together
from fueldepot import DepotError, ManualClock, OutOfFuel, Tank, TankFull


def test_draw_and_fill(tank, clock):
    assert tank.draw(150) == 250
    clock.advance(10)
    assert tank.fill(500) == 750
    assert tank.last_change == 510.0
    assert tank.room() == 250


def test_draw_more_than_the_level(tank):
    with pytest.raises(OutOfFuel):
        tank.draw(401)
    assert tank.level == 400
    with pytest.raises(DepotError):
        tank.draw(0)


def test_fill_over_capacity(tank):
    with pytest.raises(TankFull):
        tank.fill(601)
    assert tank.fill(600) == 1000


def test_bad_tanks():
    with pytest.raises(DepotError):
        Tank("x", 0, 0, ManualClock())
    with pytest.raises(DepotError):
        Tank("x", 100, 101, ManualClock())


def test_put_back_never_overfills(tank):
    assert tank.put_back(50) == 450
    assert tank.put_back(900) == 1000


def test_concurrent_draws_within_the_level():
    t = Tank("diesel", 1000, 400, ManualClock(0, delay=0.01))
    workers = run_together(8, lambda i: t.draw(25))
    assert all(w.error is None for w in workers)
    assert t.level == 200


def test_percent_full(tank):
    assert tank.percent_full() == 40.0
    tank.draw(399)
    assert tank.percent_full() == 0.1
