from conftest import Worker, wait_until
from helpdesk import Agent, ClaimQueue, ClaimTimeout, Helpdesk, ManualClock, QueueClosed, Ticket

NET = Agent("ann", teams=("network",))
BILL = Agent("bob", teams=("billing",))
HR = Agent("hal", teams=("hr",))


def start_waiting(q, agents, timeout=1.0, target=None, target_timeout=5.0):
    """Agents start waiting one after the other; `target` (an index) waits longer."""
    workers = []
    for n, agent in enumerate(agents, start=1):
        t = target_timeout if target == n - 1 else timeout
        w = Worker(lambda agent=agent, t=t: q.claim(agent, t))
        w.start()
        wait_until(lambda n=n: q.waiting() == n)
        workers.append(w)
    return workers


def test_released_ticket_reaches_the_right_waiter():
    q = ClaimQueue()
    q.put(Ticket(5, "vpn", "network"))
    taken = q.claim(NET, 0)
    bill, net = start_waiting(q, [BILL, NET], target=1)
    q.release(taken)
    net.join(1.0)
    assert not net.is_alive(), "the network agent was not woken"
    assert net.error is None and net.result.id == 5
    bill.join(3)
    assert isinstance(bill.error, ClaimTimeout)


def test_third_waiter_of_a_third_team():
    q = ClaimQueue()
    workers = start_waiting(q, [NET, BILL, HR], target=2)
    q.put(Ticket(11, "payslip", "hr"))
    workers[2].join(1.0)
    assert not workers[2].is_alive(), "the hr agent was not woken"
    assert workers[2].error is None and workers[2].result.id == 11
    for w in workers[:2]:
        w.join(3)
    assert all(isinstance(w.error, ClaimTimeout) for w in workers[:2])


def test_desk_wakes_the_agent_of_the_new_ticket():
    desk = Helpdesk(b"0123456789abcdef-test-secret", clock=ManualClock(10.0))
    others = start_waiting(desk.queue, [NET, HR])
    w = Worker(lambda: desk.claim_next(BILL, 5.0))
    w.start()
    wait_until(lambda: desk.queue.waiting() == 3)
    t = desk.open_ticket("refund", team="billing")
    w.join(1.0)
    assert not w.is_alive(), "the billing agent was not woken"
    assert w.error is None and w.result.id == t.id
    assert desk.store.get(t.id).assignee == "bob"
    for x in others:
        x.join(3)


def test_two_waiters_of_one_team_share_two_tickets():
    q = ClaimQueue()
    first, second = start_waiting(q, [NET, Agent("nia", teams=("network",))])
    q.put(Ticket(1, "a", "network"))
    q.put(Ticket(2, "b", "network"))
    first.join(3)
    second.join(3)
    assert sorted([first.result.id, second.result.id]) == [1, 2]
    assert q.waiting() == 0 and q.pending() == 0


def test_close_wakes_every_waiter():
    q = ClaimQueue()
    workers = start_waiting(q, [NET, BILL, HR], timeout=5.0)
    q.close()
    for w in workers:
        w.join(3)
    assert all(isinstance(w.error, QueueClosed) for w in workers)
    assert q.waiting() == 0


def test_order_is_kept_for_a_waiting_agent():
    q = ClaimQueue()
    (w,) = start_waiting(q, [NET])
    q.put(Ticket(3, "x", "network", 4))
    w.join(3)
    q.put(Ticket(4, "y", "network", 4))
    q.put(Ticket(5, "z", "network", 1))
    assert w.result.id == 3
    assert [q.claim(NET, 0).id for _ in range(2)] == [5, 4]
