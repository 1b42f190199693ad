import pytest

from conftest import Worker, wait_until
from helpdesk import Agent, ClaimQueue, ClaimTimeout, QueueClosed, Ticket

NET = Agent("ann", teams=("network",))
BILL = Agent("bob", teams=("billing",))


def test_most_urgent_then_oldest_first():
    q = ClaimQueue()
    for t in (Ticket(1, "a", "network", 3), Ticket(2, "b", "network", 1), Ticket(3, "c", "network", 1)):
        q.put(t)
    assert [q.claim(NET, 0).id for _ in range(3)] == [2, 3, 1]


def test_claim_skips_other_teams():
    q = ClaimQueue()
    q.put(Ticket(1, "a", "billing"))
    q.put(Ticket(2, "b", "network"))
    assert q.claim(NET, 0).id == 2
    assert q.pending() == 1
    with pytest.raises(ClaimTimeout):
        q.claim(NET, 0.05)


def test_released_ticket_goes_first():
    q = ClaimQueue()
    q.put(Ticket(1, "a", "network"))
    q.put(Ticket(2, "b", "network"))
    first = q.claim(NET, 0)
    q.release(first)
    assert q.claim(NET, 0).id == 1


def test_waiting_agent_gets_a_new_ticket():
    q = ClaimQueue()
    w = Worker(lambda: q.claim(NET, 2.0))
    w.start()
    wait_until(lambda: q.waiting() == 1)
    q.put(Ticket(7, "x", "network"))
    w.join(3)
    assert w.error is None and w.result.id == 7


def test_close_wakes_waiters():
    q = ClaimQueue()
    w = Worker(lambda: q.claim(NET, 5.0))
    w.start()
    wait_until(lambda: q.waiting() == 1)
    q.close()
    w.join(3)
    assert isinstance(w.error, QueueClosed)
