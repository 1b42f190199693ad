import threading
import time

import pytest

from bidhall import AuctionHall, ManualClock, User


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
        w.join(5)
    return workers


ANN = User("ann")
BOB = User("bob")
CAT = User("cat")
DAN = User("dan")
SAM = User("sam")
AUC = User("auc", role="auctioneer")
USERS = [ANN, BOB, CAT, DAN, SAM, AUC]


@pytest.fixture
def clock():
    return ManualClock(1000.0)


@pytest.fixture
def hall(clock):
    return AuctionHall(clock, USERS)


@pytest.fixture
def lot(hall):
    return hall.open_lot(SAM, "Brass telescope", 100, increment=10, reserve=150)
