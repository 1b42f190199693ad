import pytest

from conftest import ANN, LIZ, MAX, NED, TOM
from proofbox import BakeryError, Staff, allowed, may_act_on


def test_staff_validation():
    with pytest.raises(BakeryError):
        Staff("two words")
    with pytest.raises(BakeryError):
        Staff("ceo", role="owner")


def test_permissions_by_role():
    assert allowed(TOM, "start") and not allowed(TOM, "discard-any")
    assert allowed(LIZ, "discard-any") and not allowed(LIZ, "close")
    assert allowed(MAX, "close")


def test_acting_on_own_batches():
    assert may_act_on(ANN, "discard", "ann", "main")
    assert may_act_on(TOM, "extend", "tom", "main")
    assert not may_act_on(ANN, "close", "ann", "main")


def test_leads_act_on_any_batch_of_their_bakery():
    assert may_act_on(LIZ, "discard", "ann", "main")
    assert may_act_on(MAX, "extend", "bob", "main")
    assert not may_act_on(NED, "discard", "ann", "main")
    assert may_act_on(NED, "discard", "ann", "north")
