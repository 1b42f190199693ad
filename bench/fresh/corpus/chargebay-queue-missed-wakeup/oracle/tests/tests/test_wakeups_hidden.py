from chargebay import Closed, User
from conftest import ADA, EVA, JON, started, wait_until


def test_freed_wakes_the_waiter_of_that_site(queue):
    north = started(lambda: queue.wait("north", 1.5))
    wait_until(lambda: queue.waiting("north") == 1)
    quay = started(lambda: queue.wait("quay", 3))
    wait_until(lambda: queue.waiting("quay") == 1)
    assert queue.freed("quay") == 1
    quay.join(1)
    assert quay.result is True


def test_close_wakes_every_waiter(queue):
    workers = [started(lambda s=s: queue.wait(s, 3)) for s in ("north", "quay", "north")]
    wait_until(lambda: queue.waiting("north") == 2 and queue.waiting("quay") == 1)
    queue.close()
    for w in workers:
        w.join(1)
    assert [type(w.error) for w in workers] == [Closed, Closed, Closed]


def test_stop_wakes_the_driver_waiting_at_that_site(station):
    for name in ("n1", "n2", "n3"):
        station.start(User(name), "north")
    station.start(EVA, "quay")
    mine = station.start(JON, "quay")
    north = started(lambda: station.wait_and_start(User("kim"), "north", 1.5))
    wait_until(lambda: station.queue.waiting("north") == 1)
    quay = started(lambda: station.wait_and_start(ADA, "quay", 3))
    wait_until(lambda: station.queue.waiting("quay") == 1)
    station.stop(JON, mine.id)
    quay.join(1)
    assert quay.result is not None and quay.result.charger == "quay-2"


def test_single_waiter_and_timeouts(queue):
    w = started(lambda: queue.wait("quay", 2))
    wait_until(lambda: queue.waiting("quay") == 1)
    assert queue.freed("quay") == 1
    w.join(1)
    assert w.result is True
    assert queue.waiting("quay") == 0
    assert queue.wait("quay", 0.05) is False


def test_freed_count_is_limited_to_waiters(queue):
    w = started(lambda: queue.wait("north", 2))
    wait_until(lambda: queue.waiting("north") == 1)
    assert queue.freed("north", 3) == 1
    w.join(1)
    assert w.result is True
    assert queue.freed("north") == 0
    assert queue.wait("north", 0.05) is False
