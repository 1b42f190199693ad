import threading
import time

import pytest

from chargebay import ChargerPool, ManualClock, Station, User, WaitQueue

SITES = {"north": 3, "quay": 2}


def wait_until(predicate, timeout=2.0):
    """Poll `predicate` until it holds; fail the test when it does not within `timeout`."""
    deadline = time.monotonic() + timeout
    while not predicate():
        if time.monotonic() > deadline:
            raise AssertionError("condition not reached in time")
        time.sleep(0.005)


class Worker(threading.Thread):
    """Runs `fn` in a daemon thread and keeps its result or exception."""

    def __init__(self, fn):
        super().__init__(daemon=True)
        self.fn, self.result, self.error = fn, None, None

    def run(self):
        try:
            self.result = self.fn()
        except BaseException as exc:  # noqa: BLE001 - handed back to the test
            self.error = exc


def started(fn):
    w = Worker(fn)
    w.start()
    return w


def call(fn, timeout=1.0):
    """Run fn in a worker and wait at most `timeout` s; fail (instead of hanging) when it blocks."""
    w = started(fn)
    w.join(timeout)
    if w.is_alive():
        raise AssertionError("the call did not return (blocked)")
    if w.error is not None:
        raise w.error
    return w.result


def run_together(n, fn):
    """Start n workers that call fn(i) at the same moment; return them once all finished."""
    barrier = threading.Barrier(n)

    def body(i):
        barrier.wait()
        return fn(i)

    workers = [Worker(lambda i=i: body(i)) for i in range(n)]
    for w in workers:
        w.start()
    for w in workers:
        w.join(10)
    return workers


@pytest.fixture
def clock():
    return ManualClock(1000.0)


@pytest.fixture
def pool():
    return ChargerPool(SITES)


@pytest.fixture
def queue():
    return WaitQueue()


@pytest.fixture
def station(pool, clock, queue):
    return Station(pool, clock, queue)


EVA = User("eva")
JON = User("jon")
OTTO = User("otto", "operator", site="north")
QUIN = User("quin", "operator", site="quay")
ADA = User("ada", "admin")
