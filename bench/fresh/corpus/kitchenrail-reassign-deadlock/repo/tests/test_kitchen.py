import pytest

from kitchenrail import PermissionDenied
from conftest import AMY, BEN, CAL, DOT, EVE, MAX, started, wait_until


def test_place_order_splits_by_station(kitchen):
    tickets = kitchen.place_order("T4", ["steak", "fries", "burger"])
    assert [(t.number, t.station, t.items) for t in tickets] == [(1, "grill", ("steak", "burger")), (2, "fryer", ("fries",))]
    assert len(kitchen.rails["grill"]) == 1


def test_claim_and_bump(kitchen, clock):
    kitchen.place_order("T1", ["steak"])
    t = kitchen.claim(BEN, "grill")
    clock.advance(420)
    done = kitchen.bump(BEN, t.number)
    assert (done.state, done.cook) == ("done", "ben")
    assert kitchen.stats.done("grill") == 1 and kitchen.stats.average_seconds("grill") == 420.0


def test_claim_needs_the_station_and_may_come_back_empty(kitchen):
    with pytest.raises(PermissionDenied):
        kitchen.claim(CAL, "grill")
    assert kitchen.claim(BEN, "grill") is None


def test_a_cook_bumps_only_their_own_ticket(kitchen):
    kitchen.place_order("T1", ["steak"])
    t = kitchen.claim(AMY, "grill")
    with pytest.raises(PermissionDenied):
        kitchen.bump(CAL, t.number)
    assert kitchen.bump(AMY, t.number).state == "done"


def test_chefs_and_managers(kitchen):
    kitchen.place_order("T1", ["steak", "soup"])
    kitchen.claim(BEN, "grill")
    kitchen.claim(CAL, "stove")
    assert kitchen.bump(DOT, 1).state == "done"
    with pytest.raises(PermissionDenied):
        kitchen.bump(DOT, 2)
    assert kitchen.bump(MAX, 2).state == "done"


def test_send_back(kitchen):
    kitchen.place_order("T1", ["steak"])
    kitchen.place_order("T2", ["burger"])
    kitchen.claim(AMY, "grill")
    kitchen.send_back(AMY, 1)
    assert kitchen.claim(BEN, "grill").number == 1
    assert kitchen.stats.snapshot()["sent_back"] == {"grill": 1}
    assert kitchen.board.get(2).state == "queued"


def test_reassign(kitchen, clock):
    kitchen.place_order("T1", ["steak"])
    kitchen.claim(AMY, "grill")
    clock.advance(60)
    t = kitchen.reassign(DOT, 1, "ben")
    assert (t.cook, t.claimed_at) == ("ben", 1060.0)
    assert kitchen.bump(BEN, 1).state == "done"


def test_who_may_reassign(kitchen):
    kitchen.place_order("T1", ["steak", "soup"])
    kitchen.claim(AMY, "grill")
    kitchen.claim(CAL, "stove")
    with pytest.raises(PermissionDenied):
        kitchen.reassign(AMY, 1, "ben")
    with pytest.raises(PermissionDenied):
        kitchen.reassign(EVE, 1, "ben")
    with pytest.raises(PermissionDenied):
        kitchen.reassign(MAX, 2, "ben")
    assert kitchen.reassign(MAX, 1, "ben").cook == "ben"


def test_a_waiting_cook_gets_the_next_order(kitchen):
    w = started(lambda: kitchen.claim(BEN, "grill", timeout=5))
    wait_until(lambda: kitchen.rails["grill"].waiting == 1)
    kitchen.place_order("T9", ["burger"])
    w.join(1)
    assert not w.is_alive() and w.result.number == 1 and w.result.cook == "ben"


def test_close_wakes_waiting_cooks(kitchen):
    w = started(lambda: kitchen.claim(CAL, "cold", timeout=5))
    wait_until(lambda: kitchen.rails["cold"].waiting == 1)
    kitchen.close()
    w.join(1)
    assert not w.is_alive() and w.result is None


def test_place_orders_puts_a_batch_on_the_rails(kitchen):
    tickets = kitchen.place_orders([("T1", ["steak"]), ("T2", ["fries", "burger"]), ("T3", ["cake"])])
    assert [(t.number, t.table, t.station) for t in tickets] == [
        (1, "T1", "grill"), (2, "T2", "fryer"), (3, "T2", "grill"), (4, "T3", "pastry")]
    assert [len(kitchen.rails[s]) for s in ("grill", "fryer", "pastry")] == [2, 1, 1]


def test_reassign_only_to_a_cook_of_the_station(kitchen):
    kitchen.place_order("T1", ["steak"])
    kitchen.claim(AMY, "grill")
    with pytest.raises(PermissionDenied):
        kitchen.reassign(DOT, 1, "cal")
    with pytest.raises(PermissionDenied):
        kitchen.reassign(DOT, 1, "zed")
    assert kitchen.board.get(1).cook == "amy"


def test_load_table_status_and_late_tickets(kitchen, clock):
    kitchen.place_order("T1", ["steak", "salad"])
    kitchen.place_order("T2", ["cake"])
    kitchen.claim(AMY, "grill")
    kitchen.claim(CAL, "cold")
    kitchen.bump(CAL, 2)
    assert kitchen.cook_load() == {"amy": 1}
    assert kitchen.table_status("T1") == {"queued": [], "claimed": [1], "done": [2]}
    clock.advance(200)
    assert kitchen.late_tickets() == [3]
    clock.advance(800)
    assert kitchen.late_tickets() == [1, 3]
    assert kitchen.stats.busiest() == "cold"


def test_reassigning_a_bumped_ticket_is_refused(kitchen):
    from kitchenrail import TicketStateError

    kitchen.place_order("T1", ["steak"])
    kitchen.claim(AMY, "grill")
    kitchen.bump(AMY, 1)
    w = started(lambda: kitchen.reassign(DOT, 1, "ben"))
    w.join(0.5)
    assert not w.is_alive(), "reassign did not return"
    assert isinstance(w.error, TicketStateError)
