from conftest import started, wait_until


def test_release_wakes_the_waiter_of_that_ward(waitlist):
    a = started(lambda: waitlist.wait("icu", 5.0))
    wait_until(lambda: waitlist.waiting("icu") == 1)
    b = started(lambda: waitlist.wait("med", 5.0))
    wait_until(lambda: waitlist.waiting("med") == 1)
    waitlist.release("med")
    b.join(1.0)
    assert not b.is_alive() and b.result is True
    assert a.is_alive() and waitlist.waiting("icu") == 1


def test_close_wakes_every_waiter(waitlist):
    workers = [started(lambda w=w: waitlist.wait(w, 5.0)) for w in ("icu", "icu", "med")]
    wait_until(lambda: waitlist.waiting("icu") == 2 and waitlist.waiting("med") == 1)
    waitlist.close()
    for w in workers:
        w.join(0.5)
    assert all(not w.is_alive() and w.result is False for w in workers)


def test_discharges_wake_waiters_on_two_wards(board):
    for p in ("p1", "p2"):
        board.admit(p, "icu", "nina")
    for p in ("p3", "p4", "p5"):
        board.admit(p, "surg", "noel")
    a = started(lambda: board.wait_and_admit("p8", "icu", "nina", 5.0))
    wait_until(lambda: board.waitlist.waiting("icu") == 1)
    b = started(lambda: board.wait_and_admit("p9", "surg", "noel", 5.0))
    wait_until(lambda: board.waitlist.waiting("surg") == 1)
    board.discharge("p4", "noel")
    b.join(1.0)
    assert not b.is_alive() and b.result == "surg-2"
    board.discharge("p1", "nina")
    a.join(1.0)
    assert not a.is_alive() and a.result == "icu-1"


def test_beds_freed_while_nobody_waits_are_not_kept(waitlist):
    waitlist.release("icu", 3)
    assert waitlist.wait("icu", 0.05) is False


def test_release_of_more_beds_than_waiters(waitlist):
    w = started(lambda: waitlist.wait("med", 2.0))
    wait_until(lambda: waitlist.waiting("med") == 1)
    waitlist.release("med", 3)
    w.join(1.0)
    assert not w.is_alive() and w.result is True
    assert waitlist.wait("med", 0.05) is False
    assert waitlist.waiting("med") == 0
