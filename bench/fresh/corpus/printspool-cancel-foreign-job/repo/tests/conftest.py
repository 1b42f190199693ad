import threading
import time

import pytest

from printspool import ManualClock, Spooler, User


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
def spool(clock):
    return Spooler(("lobby", "lab"), clock=clock)


ANN = User("ann")
BOB = User("bob")
OPS = User("olga", "operator")
ROOT = User("root", "admin")
GUEST = User("gus", "guest")
