import threading
import time

import pytest

from kitchenrail import Cook, Kitchen, ManualClock


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


def start(worker):
    """Start a thread; when the machine is briefly out of threads, retry for up to 2 s."""
    deadline = time.monotonic() + 2.0
    while True:
        try:
            worker.start()
            return worker
        except RuntimeError:
            if time.monotonic() > deadline:
                raise
            time.sleep(0.01)


def started(fn):
    return start(Worker(fn))


def run_together(n, fn):
    """Start n workers that call fn(i) at the same moment; return them once all finished."""
    barrier = threading.Barrier(n)

    def body(i):
        barrier.wait()
        return fn(i)

    workers = [Worker(lambda i=i: body(i)) for i in range(n)]
    for w in workers:
        start(w)
    for w in workers:
        w.join(10)
    return workers


AMY = Cook("amy", stations={"grill", "fryer"})
BEN = Cook("ben", stations={"grill"})
CAL = Cook("cal", stations={"stove", "cold"})
DOT = Cook("dot", role="chef", stations={"grill", "fryer"})
EVE = Cook("eve", role="chef", stations={"stove"})
MAX = Cook("max", role="manager")


@pytest.fixture
def clock():
    return ManualClock(1000.0)


@pytest.fixture
def kitchen(clock):
    k = Kitchen(clock)
    for c in (AMY, BEN, CAL, DOT, EVE, MAX):
        k.add_cook(c)
    return k
