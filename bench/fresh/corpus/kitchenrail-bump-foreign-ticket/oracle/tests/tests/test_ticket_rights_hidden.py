import pytest

from kitchenrail import PermissionDenied
from conftest import AMY, BEN, CAL, DOT, MAX


def test_a_cook_may_not_send_back_a_colleagues_ticket(kitchen):
    kitchen.place_order("T1", ["steak"])
    kitchen.claim(AMY, "grill")
    with pytest.raises(PermissionDenied):
        kitchen.send_back(BEN, 1)
    assert (kitchen.board.get(1).cook, len(kitchen.rails["grill"])) == ("amy", 0)


def test_a_cook_may_not_bump_a_queued_ticket(kitchen):
    kitchen.place_order("T1", ["fries"])
    with pytest.raises(PermissionDenied):
        kitchen.bump(AMY, 1)


def test_after_a_reassign_the_first_cook_may_not_bump(kitchen):
    kitchen.place_order("T1", ["steak"])
    kitchen.claim(AMY, "grill")
    kitchen.reassign(DOT, 1, "ben")
    with pytest.raises(PermissionDenied):
        kitchen.bump(AMY, 1)
    assert kitchen.bump(BEN, 1).state == "done"


def test_chefs_and_managers(kitchen):
    kitchen.place_order("T1", ["steak", "soup"])
    kitchen.claim(BEN, "grill")
    kitchen.claim(CAL, "stove")
    assert kitchen.bump(DOT, 1).state == "done"
    with pytest.raises(PermissionDenied):
        kitchen.bump(DOT, 2)
    assert kitchen.bump(MAX, 2).state == "done"


def test_own_tickets_and_chef_send_back(kitchen):
    kitchen.place_order("T1", ["fries", "burger"])
    kitchen.claim(AMY, "fryer")
    kitchen.claim(AMY, "grill")
    assert kitchen.bump(AMY, 1).state == "done"
    assert kitchen.send_back(AMY, 2).state == "queued"
    kitchen.claim(BEN, "grill")
    assert kitchen.send_back(DOT, 2).state == "queued"
    assert kitchen.stats.snapshot()["sent_back"] == {"grill": 2}
