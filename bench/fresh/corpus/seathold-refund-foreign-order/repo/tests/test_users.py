import pytest

from conftest import ADA, ANN, NED, SUE, VIC
from seathold import Denied, User, can, may_act_on, require


def test_user_validation():
    with pytest.raises(ValueError):
        User("ann smith")
    with pytest.raises(ValueError):
        User("ann", role="owner")


def test_permissions_by_role():
    assert can(ANN, "refund") and not can(ANN, "report")
    assert can(SUE, "report") and not can(SUE, "configure")
    with pytest.raises(Denied):
        require(VIC, "hold")


def test_who_may_act_on_what():
    assert may_act_on(ANN, "ann", "main")
    assert not may_act_on(ANN, "bob", "main")
    assert may_act_on(SUE, "bob", "main")
    assert not may_act_on(NED, "bob", "main")
    assert may_act_on(ADA, "bob", "main")
