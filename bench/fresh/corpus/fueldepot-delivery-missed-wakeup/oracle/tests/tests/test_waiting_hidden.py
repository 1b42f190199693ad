import time

from conftest import ANN, BEN, SAM, started, wait_until
from fueldepot import Tank


def test_put_back_wakes_every_waiting_draw(clock):
    t = Tank("petrol", 500, 0, clock)
    workers = [started(lambda: t.draw_when_available(30, timeout=3)) for _ in range(2)]
    wait_until(lambda: t.waiting == 2)
    t.put_back(100)
    wait_until(lambda: t.waiting == 0, timeout=0.5)
    for w in workers:
        w.join(0.5)
    assert [w.error for w in workers] == [None, None]
    assert t.level == 40


def test_three_pumps_wait_for_one_delivery(depot):
    depot.dispense(ANN, 1, "adblue", 50)
    workers = [started(lambda i=i: depot.dispense(ANN, 2 + i, "adblue", 40, wait=3)) for i in range(3)]
    wait_until(lambda: depot.tanks["adblue"].waiting == 3)
    depot.deliver(BEN, "adblue", 150)
    wait_until(lambda: depot.tanks["adblue"].waiting == 0, timeout=0.5)
    for w in workers:
        w.join(0.5)
    assert [w.error for w in workers] == [None, None, None]
    assert depot.tanks["adblue"].level == 30


def test_void_wakes_waiting_pumps(depot):
    sale = depot.dispense(ANN, 1, "petrol", 300)
    workers = [started(lambda i=i: depot.dispense(BEN, 2 + i, "petrol", 100, wait=3)) for i in range(2)]
    wait_until(lambda: depot.tanks["petrol"].waiting == 2)
    depot.void(SAM, sale.id)
    wait_until(lambda: depot.tanks["petrol"].waiting == 0, timeout=0.5)
    for w in workers:
        w.join(0.5)
    assert [w.error for w in workers] == [None, None]
    assert depot.tanks["petrol"].level == 100


def test_one_waiter_one_delivery(clock):
    t = Tank("diesel", 500, 0, clock)
    w = started(lambda: t.draw_when_available(80, timeout=1))
    wait_until(lambda: t.waiting == 1)
    t.fill(100)
    w.join(2)
    assert w.error is None and w.result == 20


def test_small_delivery_keeps_the_waiter_waiting(clock):
    t = Tank("diesel", 500, 0, clock)
    w = started(lambda: t.draw_when_available(100, timeout=1.5))
    wait_until(lambda: t.waiting == 1)
    t.fill(40)
    time.sleep(0.05)
    assert w.is_alive() and t.waiting == 1 and t.level == 40
    t.fill(60)
    w.join(2)
    assert w.error is None and t.level == 0
