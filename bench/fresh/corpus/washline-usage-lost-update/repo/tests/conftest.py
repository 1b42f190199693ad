import threading
import time

import pytest

from washline import CycleBook, Laundromat, MachineRegistry, ManualClock, User, WaitQueue

COUNTS = {"washer": 3, "dryer": 2}


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
def machines():
    return MachineRegistry(COUNTS)


@pytest.fixture
def queue():
    return WaitQueue()


@pytest.fixture
def cycles(machines, clock, queue):
    return CycleBook(machines, clock, queue)


@pytest.fixture
def shop(clock):
    return Laundromat(COUNTS, clock)


ANN = User("ann")
BOB = User("bob")
CY = User("cy", site="north")
TIM = User("tim", role="attendant")
OLA = User("ola", role="attendant", site="north")
MAX = User("max", role="manager", site="hq")
GUS = User("gus", role="guest")
