from kitchenrail import ManualClock, TicketBoard, TicketStateError
from conftest import AMY, DOT, MAX, started


def returned(fn, timeout=0.5):
    w = started(fn)
    w.join(timeout)
    assert not w.is_alive(), "call did not return"
    return w


def test_sending_back_a_queued_ticket_is_refused(kitchen):
    kitchen.place_order("T1", ["steak"])
    w = returned(lambda: kitchen.send_back(MAX, 1))
    assert isinstance(w.error, TicketStateError)


def test_board_refuses_to_reassign_a_queued_ticket(clock):
    board = TicketBoard(clock)
    board.open("T1", "grill", ["steak"])
    w = returned(lambda: board.reassign(1, "ben"))
    assert isinstance(w.error, TicketStateError)
    w = returned(lambda: board.unclaim(1))
    assert isinstance(w.error, TicketStateError)


def test_the_kitchen_keeps_working_after_a_refused_reassign(kitchen):
    kitchen.place_order("T1", ["steak"])
    kitchen.claim(AMY, "grill")
    kitchen.bump(AMY, 1)
    returned(lambda: kitchen.reassign(DOT, 1, "ben"))
    w = returned(lambda: kitchen.place_order("T2", ["burger"])[0].number)
    assert w.result == 2


def test_reassign_and_unclaim_of_claimed_tickets():
    clock = ManualClock(100.0)
    board = TicketBoard(clock)
    board.open("T1", "grill", ["steak"])
    board.open("T2", "grill", ["burger"])
    board.claim(1, "amy")
    board.claim(2, "amy")
    clock.advance(30)
    t = returned(lambda: board.reassign(1, "ben")).result
    assert (t.cook, t.claimed_at, t.state) == ("ben", 130.0, "claimed")
    t = returned(lambda: board.unclaim(2)).result
    assert (t.cook, t.claimed_at, t.state) == (None, None, "queued")


def test_finishing_twice_is_refused(clock):
    board = TicketBoard(clock)
    board.open("T1", "grill", ["steak"])
    board.claim(1, "amy")
    board.finish(1)
    w = returned(lambda: board.finish(1))
    assert isinstance(w.error, TicketStateError)
