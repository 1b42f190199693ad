import pytest

from kitchenrail import ManualClock, TicketBoard, TicketStateError, UnknownTicket
from conftest import run_together


def test_open_numbers_tickets_in_order(clock):
    board = TicketBoard(clock)
    a = board.open("T1", "grill", ["steak"])
    b = board.open("T2", "fryer", ["fries"])
    assert (a.number, b.number, a.opened_at, a.state) == (1, 2, 1000.0, "queued")
    assert len(board) == 2


def test_claim_finish_and_states(clock):
    board = TicketBoard(clock)
    board.open("T1", "grill", ["steak"])
    clock.advance(30)
    t = board.claim(1, "amy")
    assert (t.state, t.cook, t.claimed_at) == ("claimed", "amy", 1030.0)
    with pytest.raises(TicketStateError):
        board.claim(1, "ben")
    clock.advance(300)
    assert board.finish(1).done_at == 1330.0
    with pytest.raises(TicketStateError):
        board.finish(1)
    with pytest.raises(UnknownTicket):
        board.get(7)


def test_tickets_filter(clock):
    board = TicketBoard(clock)
    board.open("T1", "grill", ["steak"])
    board.open("T1", "fryer", ["fries"])
    board.open("T2", "grill", ["burger"])
    board.claim(3, "ben")
    assert [t.number for t in board.tickets(station="grill")] == [1, 3]
    assert [t.number for t in board.tickets(state="queued")] == [1, 2]


def test_unclaim_puts_a_ticket_back_in_the_queue(clock):
    board = TicketBoard(clock)
    board.open("T1", "grill", ["steak"])
    board.claim(1, "amy")
    t = board.unclaim(1)
    assert (t.state, t.cook, t.claimed_at) == ("queued", None, None)


def test_concurrent_opens_get_distinct_numbers():
    board = TicketBoard(ManualClock(5.0, delay=0.02))
    workers = run_together(8, lambda i: board.open(f"T{i}", "grill", ["steak"]).number)
    assert sorted(w.result for w in workers) == list(range(1, 9))
    assert len(board) == 8
