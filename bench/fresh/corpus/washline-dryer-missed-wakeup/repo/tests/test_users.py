import pytest

from conftest import ANN, CY, GUS, MAX, OLA, TIM
from washline import Denied, User, can, may_act_on, require


def test_user_validation():
    assert User("ann").role == "customer"
    with pytest.raises(ValueError):
        User("no name")
    with pytest.raises(ValueError):
        User("ann", role="owner")


def test_permissions_by_role():
    assert can(ANN, "stop") and not can(ANN, "service")
    assert can(TIM, "service") and not can(TIM, "configure") and can(MAX, "configure")
    with pytest.raises(Denied):
        require(GUS, "start")


def test_owners_and_managers_may_act():
    assert may_act_on(ANN, "ann", "main")
    assert may_act_on(MAX, "ann", "main") and may_act_on(MAX, "cy", "north")
    assert may_act_on(CY, "cy", "north") and not may_act_on(CY, "cy", "main")
    assert not may_act_on(OLA, "ann", "main")


def test_customers_may_not_act_on_other_cycles():
    assert not may_act_on(ANN, "bob", "main")
    assert not may_act_on(CY, "ann", "main")
