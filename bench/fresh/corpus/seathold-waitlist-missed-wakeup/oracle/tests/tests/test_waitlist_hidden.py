from conftest import ANN, BOB, started, wait_until
from seathold import Closed


def test_expired_hold_wakes_a_waiter(holds, waitlist, clock):
    holds.hold("ann", ["stalls-1-1"], ttl=10)
    w = started(lambda: waitlist.wait_for_seat("stalls", timeout=3))
    wait_until(lambda: waitlist.waiting("stalls") == 1)
    clock.advance(10)
    holds.expire_due()
    w.join(1.0)
    assert not w.is_alive() and w.result is True


def test_refund_wakes_a_buyer_waiting_in_the_box_office(office):
    seats = office.seats.free_seats("balcony")
    order = office.buy(ANN, office.hold(ANN, seats).id)
    w = started(lambda: office.wait_and_hold(BOB, "balcony", timeout=3))
    wait_until(lambda: office.waitlist.waiting("balcony") == 1)
    office.refund(ANN, order.id)
    w.join(1.0)
    assert not w.is_alive() and w.error is None
    assert w.result.owner == "bob" and w.result.seats == ("balcony-1-1",)


def test_the_waiter_of_the_freed_section_wakes(holds, waitlist):
    h = holds.hold("ann", ["stalls-1-1"])
    upstairs = started(lambda: waitlist.wait_for_seat("balcony", timeout=3))
    wait_until(lambda: waitlist.waiting("balcony") == 1)
    downstairs = started(lambda: waitlist.wait_for_seat("stalls", timeout=3))
    wait_until(lambda: waitlist.waiting("stalls") == 1)
    holds.release(h.id)
    downstairs.join(1.0)
    assert not downstairs.is_alive() and downstairs.result is True
    assert upstairs.is_alive()
    waitlist.close()
    upstairs.join(1.0)
    assert isinstance(upstairs.error, Closed)


def test_two_freed_seats_wake_two_waiters(holds, waitlist):
    h = holds.hold("ann", ["stalls-1-1", "stalls-1-2"])
    ws = [started(lambda: waitlist.wait_for_seat("stalls", timeout=3)) for _ in range(2)]
    wait_until(lambda: waitlist.waiting("stalls") == 2)
    holds.release(h.id)
    for w in ws:
        w.join(1.0)
    assert all(not w.is_alive() and w.result is True for w in ws)


def test_seats_freed_while_nobody_waits_are_not_kept(holds, waitlist):
    waitlist.release_seats("stalls", 3)
    assert waitlist.wait_for_seat("stalls", timeout=0.05) is False
    h = holds.hold("ann", ["stalls-2-1"])
    holds.release(h.id)
    assert waitlist.wait_for_seat("stalls", timeout=0.05) is False


def test_timeouts_and_closing(waitlist):
    assert waitlist.wait_for_seat("balcony", timeout=0.05) is False
    w = started(lambda: waitlist.wait_for_seat("balcony", timeout=3))
    wait_until(lambda: waitlist.waiting("balcony") == 1)
    waitlist.close()
    w.join(1.0)
    assert isinstance(w.error, Closed) and waitlist.waiting("balcony") == 0
