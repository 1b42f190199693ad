import pytest

from conftest import ANN, BOB, GUS, MAX, OLA, TIM, started, wait_until
from washline import IDLE, OUT_OF_ORDER, Denied


def test_start_and_tick_count_the_cycle(shop, clock):
    c = shop.start(ANN, "washer", "quick")
    clock.advance(30 * 60)
    assert shop.tick() == [c]
    assert shop.stats.snapshot()["cycles"] == {"washer": 1} and shop.stats.minutes() == 30
    assert shop.tick() == []


def test_customer_stops_own_cycle(shop):
    c = shop.start(ANN, "dryer", "tumble")
    assert shop.stop(ANN, c.id).id == c.id
    assert shop.machines.state(c.machine) == IDLE


def test_start_or_wait_gets_a_stopped_machine(shop):
    first = [shop.start(ANN, "dryer", "tumble"), shop.start(BOB, "dryer", "gentle")]
    w = started(lambda: shop.start_or_wait(TIM, "dryer", "tumble", timeout=3))
    wait_until(lambda: shop.queue.waiting("dryer") == 1)
    shop.stop(BOB, first[1].id)
    w.join(1.0)
    assert not w.is_alive() and w.result.machine == "D2" and w.result.owner == "tim"


def test_report_fault_and_repair(shop):
    c = shop.start(ANN, "washer", "cotton")
    assert shop.report_fault(TIM, c.machine).id == c.id
    assert shop.machines.state(c.machine) == OUT_OF_ORDER and shop.cycles.active() == []
    shop.repair(TIM, c.machine)
    assert shop.machines.state(c.machine) == IDLE
    assert shop.stats.snapshot()["faults"] == {"W1": 1}


def test_roles_and_sites_are_checked(shop):
    with pytest.raises(Denied):
        shop.start(GUS, "washer", "cotton")
    with pytest.raises(Denied):
        shop.start(OLA, "washer", "cotton")
    with pytest.raises(Denied):
        shop.report_fault(ANN, "W1")
    assert shop.start(MAX, "washer", "wool").owner == "max"


def test_cycles_a_user_may_act_on(shop):
    a = shop.start(ANN, "washer", "wool")
    b = shop.start(BOB, "washer", "wool")
    assert shop.cycles_for(ANN) == [a] and shop.cycles_for(MAX) == [a, b]
    assert shop.cycles_for(OLA) == []


def test_attendant_stops_a_customer_cycle_at_the_site(shop):
    c = shop.start(ANN, "washer", "hot")
    assert shop.stop(TIM, c.id).id == c.id
