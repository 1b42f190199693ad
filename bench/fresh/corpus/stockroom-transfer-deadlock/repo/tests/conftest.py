import threading
import time

import pytest

from stockroom import Inventory, ManualClock, PickStats, RestockBoard, User, Warehouse


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


def run_together(n, fn, timeout=10.0):
    """Start n workers that call fn(i) at the same moment; return them once all finished, or
    once `timeout` seconds have passed (a worker that is still alive then is stuck)."""
    barrier = threading.Barrier(n)

    def body(i):
        barrier.wait()
        return fn(i)

    workers = [Worker(lambda i=i: body(i)) for i in range(n)]
    for w in workers:
        w.start()
    deadline = time.monotonic() + timeout
    for w in workers:
        w.join(max(0.0, deadline - time.monotonic()))
    return workers


@pytest.fixture
def clock():
    return ManualClock(500.0)


@pytest.fixture
def inv():
    return Inventory("north")


@pytest.fixture
def board():
    return RestockBoard()


@pytest.fixture
def wh(clock):
    return Warehouse(["north", "south"], clock)


CLARA = User("clara")
CARL = User("carl", site="south")
MIA = User("mia", role="manager")
MAX = User("max", role="manager", site="south")
REGINA = User("regina", role="manager", site="*")
AUDREY = User("audrey", role="auditor")
