from conftest import ANN, BOB, TIM, started, wait_until
from washline import IDLE, RUNNING


def test_remaining_returns(cycles, clock):
    c = cycles.start("ann", "washer", "cotton")
    clock.advance(600)
    w = started(lambda: cycles.remaining(c.id))
    w.join(1.0)
    assert not w.is_alive(), "remaining() did not return"
    assert w.error is None and w.result == 50.0


def test_cancel_all_frees_the_machines_and_wakes_a_waiter(cycles, machines, queue):
    a = cycles.start("ann", "dryer", "tumble")
    b = cycles.start("ann", "dryer", "gentle")
    waiter = started(lambda: queue.wait_for("dryer", timeout=3))
    wait_until(lambda: queue.waiting("dryer") == 1)
    w = started(lambda: cycles.cancel_all("ann"))
    w.join(1.0)
    assert not w.is_alive(), "cancel_all() did not return"
    assert [c.id for c in w.result] == [a.id, b.id]
    waiter.join(1.0)
    assert waiter.result is True
    assert machines.idle("dryer") == ["D1", "D2"] and cycles.active() == []


def test_cancel_through_the_shop_is_not_counted_as_a_finished_cycle(shop, clock):
    shop.start(ANN, "washer", "quick")
    kept = shop.start(BOB, "washer", "wool")
    w = started(lambda: shop.cancel_for(TIM, "ann"))
    w.join(1.0)
    assert not w.is_alive(), "cancel_for() did not return"
    assert [c.owner for c in w.result] == ["ann"]
    assert shop.cycles.active() == [kept] and shop.tick() == []
    clock.advance(40 * 60)
    assert shop.tick() == [kept] and shop.stats.snapshot()["cycles"] == {"washer": 1}


def test_cancel_all_of_someone_without_cycles(cycles, machines):
    c = cycles.start("bob", "washer", "hot")
    assert cycles.cancel_all("ann") == []
    assert cycles.active() == [c] and machines.state(c.machine) == RUNNING


def test_extend_and_stop(cycles, clock, machines):
    c = cycles.start("ann", "dryer", "gentle")
    assert cycles.extend(c.id, 15).ends_at == 1000.0 + 45 * 60
    clock.advance(44 * 60)
    assert cycles.stop(c.id).id == c.id and machines.state(c.machine) == IDLE
