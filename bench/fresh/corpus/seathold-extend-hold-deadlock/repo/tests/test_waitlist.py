import pytest

from conftest import started, wait_until
from seathold import Closed


def test_wait_times_out_when_nothing_is_freed(waitlist):
    assert waitlist.wait_for_seat("stalls", timeout=0.05) is False
    assert waitlist.waiting("stalls") == 0


def test_released_seat_wakes_a_waiter(holds, waitlist):
    h = holds.hold("ann", ["stalls-1-1"])
    w = started(lambda: waitlist.wait_for_seat("stalls", timeout=3))
    wait_until(lambda: waitlist.waiting("stalls") == 1)
    holds.release(h.id)
    w.join(1.0)
    assert not w.is_alive() and w.result is True


def test_seats_freed_while_nobody_waits_are_not_kept(waitlist):
    waitlist.release_seats("stalls", 3)
    assert waitlist.wait_for_seat("stalls", timeout=0.05) is False


def test_close_wakes_every_waiter(waitlist):
    ws = [started(lambda: waitlist.wait_for_seat("balcony", timeout=3)) for _ in range(2)]
    wait_until(lambda: waitlist.waiting("balcony") == 2)
    waitlist.close()
    for w in ws:
        w.join(1.0)
    assert all(not w.is_alive() and isinstance(w.error, Closed) for w in ws)
