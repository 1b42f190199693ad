from conftest import started, wait_until


def test_wait_times_out(waitlist):
    assert waitlist.wait("icu", 0.05) is False
    assert waitlist.waiting("icu") == 0


def test_release_wakes_a_waiter(waitlist):
    w = started(lambda: waitlist.wait("icu", 2.0))
    wait_until(lambda: waitlist.waiting("icu") == 1)
    waitlist.release("icu")
    w.join(1.0)
    assert not w.is_alive() and w.result is True


def test_beds_freed_while_nobody_waits_are_not_kept(waitlist):
    waitlist.release("icu", 3)
    assert waitlist.wait("icu", 0.05) is False


def test_close_wakes_the_waiter(waitlist):
    w = started(lambda: waitlist.wait("med", 2.0))
    wait_until(lambda: waitlist.waiting("med") == 1)
    waitlist.close()
    w.join(1.0)
    assert not w.is_alive() and w.result is False
    assert waitlist.wait("med", 1.0) is False


def test_waiters_of_one_ward_only(waitlist):
    w = started(lambda: waitlist.wait("icu", 0.3))
    wait_until(lambda: waitlist.waiting("icu") == 1)
    waitlist.release("med")
    w.join(1.0)
    assert not w.is_alive() and w.result is False
