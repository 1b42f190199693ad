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


def test_two_freed_beds_wake_two_waiters(waitlist):
    workers = [started(lambda: waitlist.wait("icu", 5.0)) for _ in range(2)]
    wait_until(lambda: waitlist.waiting("icu") == 2)
    waitlist.release("icu", 2)
    for w in workers:
        w.join(1.0)
    assert all(not w.is_alive() and w.result is True for w in workers)
