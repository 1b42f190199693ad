import threading
import time

import pytest

from proofbox import Bakery, ManualClock, ProofTimers, Staff, TrayRack


def wait_until(predicate, timeout=1.0):
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
        w.join(5)
    return workers


@pytest.fixture
def clock():
    return ManualClock(100.0)


@pytest.fixture
def timers(clock):
    return ProofTimers(clock)


@pytest.fixture
def rack():
    return TrayRack(3)


@pytest.fixture
def bakery(clock):
    return Bakery({"deck": 2, "rack": 4}, rack_capacity=4, clock=clock)


ANN = Staff("ann")
BOB = Staff("bob")
TOM = Staff("tom", role="trainee")
LIZ = Staff("liz", role="lead")
MAX = Staff("max", role="manager")
NED = Staff("ned", role="lead", bakery="north")
