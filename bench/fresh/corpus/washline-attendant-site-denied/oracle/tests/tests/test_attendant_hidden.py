import pytest

from conftest import ANN, BOB, CY, MAX, OLA, TIM
from washline import Denied, User, may_act_on


def test_attendant_may_act_on_every_cycle_of_the_site():
    assert may_act_on(TIM, "ann", "main") and may_act_on(TIM, "bob", "main")
    assert may_act_on(OLA, "cy", "north")


def test_attendant_extends_and_cancels(shop):
    a = shop.start(ANN, "dryer", "gentle")
    assert shop.extend(TIM, a.id, 10).ends_at == 1000.0 + 40 * 60
    shop.start(BOB, "washer", "quick")
    assert [c.owner for c in shop.cancel_for(TIM, "bob")] == ["bob"]


def test_attendant_sees_every_cycle_of_the_site(shop):
    a = shop.start(BOB, "dryer", "tumble")
    b = shop.start(ANN, "washer", "wool")
    assert shop.cycles_for(TIM) == [a, b]


def test_customers_may_not_act_on_other_cycles(shop):
    assert not may_act_on(ANN, "bob", "main")
    assert not may_act_on(CY, "ann", "main")
    assert not may_act_on(User("gus", role="guest"), "ann", "main")
    c = shop.start(ANN, "washer", "cotton")
    with pytest.raises(Denied):
        shop.stop(BOB, c.id)
    with pytest.raises(Denied):
        shop.extend(BOB, c.id, 5)


def test_attendants_of_another_site_are_denied(shop):
    c = shop.start(ANN, "washer", "cotton")
    d = shop.start(BOB, "dryer", "tumble")
    assert not may_act_on(OLA, "ann", "main")
    with pytest.raises(Denied):
        shop.stop(OLA, c.id)
    assert shop.cycles_for(OLA) == [] and shop.cycles_for(MAX) == [c, d]
