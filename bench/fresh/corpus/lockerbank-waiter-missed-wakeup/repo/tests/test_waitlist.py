from conftest import KAI, ZOE, started, wait_until


def test_wait_times_out_when_nothing_is_freed(waitlist):
    assert waitlist.wait_for("S", 0.05) is False
    assert waitlist.waiting("S") == 0


def test_released_locker_wakes_a_waiter(waitlist):
    w = started(lambda: waitlist.wait_for("M", 2.0))
    wait_until(lambda: waitlist.waiting("M") == 1)
    waitlist.released("M")
    w.join(1)
    assert not w.is_alive() and w.result is True


def test_lockers_freed_while_nobody_waits_are_not_kept(waitlist):
    waitlist.released("S")
    assert waitlist.wait_for("S", 0.05) is False


def test_close_wakes_a_waiter(waitlist):
    w = started(lambda: waitlist.wait_for("L", 2.0))
    wait_until(lambda: waitlist.waiting("L") == 1)
    waitlist.close()
    w.join(1)
    assert not w.is_alive() and w.result is False


def test_reserve_waits_for_a_cancelled_locker(book):
    held = book.reserve(KAI, "L")
    w = started(lambda: book.reserve(ZOE, "L", wait=2.0))
    wait_until(lambda: book.waitlist.waiting("L") == 1)
    book.cancel(KAI, held.id)
    w.join(1)
    assert not w.is_alive() and w.error is None and w.result.locker == "L1"


def test_expired_reservation_wakes_a_waiting_courier(book, clock):
    book.reserve(KAI, "M")
    book.reserve(KAI, "M")
    w = started(lambda: book.reserve(ZOE, "M", wait=2.0))
    wait_until(lambda: book.waitlist.waiting("M") == 1)
    clock.advance(60)
    assert len(book.expire_due()) == 2
    w.join(1)
    assert not w.is_alive() and w.error is None and w.result.courier == "zoe"


def test_freed_locker_wakes_the_waiter_for_its_size(waitlist):
    small = started(lambda: waitlist.wait_for("S", 2.0))
    wait_until(lambda: waitlist.waiting("S") == 1)
    medium = started(lambda: waitlist.wait_for("M", 2.0))
    wait_until(lambda: waitlist.waiting("M") == 1)
    waitlist.released("M")
    medium.join(0.5)
    assert not medium.is_alive() and medium.result is True
    assert small.is_alive() and waitlist.waiting("S") == 1
