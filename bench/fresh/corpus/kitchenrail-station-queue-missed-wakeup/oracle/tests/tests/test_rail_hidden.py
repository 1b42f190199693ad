from kitchenrail import StationRail
from conftest import AMY, BEN, CAL, EVE, MAX, started, wait_until


def finished(workers, timeout=1.0):
    for w in workers:
        w.join(timeout / len(workers))
    return not any(w.is_alive() for w in workers)


def test_close_wakes_every_waiting_cook(kitchen):
    workers = [started(lambda c=c: kitchen.claim(c, "stove", timeout=5)) for c in (CAL, EVE, MAX)]
    wait_until(lambda: kitchen.rails["stove"].waiting == 3)
    kitchen.close()
    assert finished(workers)
    assert [w.result for w in workers] == [None, None, None]


def test_put_many_wakes_one_waiter_per_ticket():
    rail = StationRail("fryer")
    workers = [started(lambda: rail.take(5)) for _ in range(2)]
    wait_until(lambda: rail.waiting == 2)
    rail.put_many([4, 5])
    assert finished(workers)
    assert sorted(w.result for w in workers) == [4, 5]


def test_a_batch_larger_than_the_waiters():
    rail = StationRail("fryer")
    workers = [started(lambda: rail.take(5)) for _ in range(2)]
    wait_until(lambda: rail.waiting == 2)
    rail.put_many([1, 2, 3])
    assert finished(workers)
    assert sorted(w.result for w in workers) == [1, 2] and len(rail) == 1


def test_a_sent_back_ticket_goes_to_a_waiting_cook(kitchen):
    kitchen.place_order("T1", ["steak"])
    kitchen.claim(AMY, "grill")
    w = started(lambda: kitchen.claim(BEN, "grill", timeout=5))
    wait_until(lambda: kitchen.rails["grill"].waiting == 1)
    kitchen.send_back(AMY, 1)
    assert finished([w])
    assert (w.result.number, w.result.cook) == (1, "ben")


def test_a_closed_rail_hands_out_what_is_left():
    rail = StationRail("cold")
    rail.put_many([1, 2])
    rail.close()
    assert [rail.take(1), rail.take(1), rail.take(1)] == [1, 2, None]
    workers = [started(lambda: rail.take(0.1)) for _ in range(2)]
    assert finished(workers)
