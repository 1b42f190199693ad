import threading
import time

import pytest

from tapline import Bar, ManualClock, Staff

SUE = Staff("sue")
TOM = Staff("tom")
MIA = Staff("mia", role="manager")
MAX = Staff("max", role="manager", bar="garden")
OLA = Staff("ola", role="owner", bar="hq")


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


def run_together(n, fn, join=5.0):
    """Start n workers that call fn(i) at the same moment; return them once all finished
    (or `join` seconds passed - a worker still alive then is stuck)."""
    barrier = threading.Barrier(n)

    def body(i):
        barrier.wait()
        return fn(i)

    workers = [Worker(lambda i=i: body(i)) for i in range(n)]
    for w in workers:
        w.start()
    deadline = time.monotonic() + join
    for w in workers:
        w.join(max(0.0, deadline - time.monotonic()))
    return workers


@pytest.fixture
def clock():
    return ManualClock(500.0)


@pytest.fixture
def bar(clock):
    b = Bar("main", clock)
    for tap_id in ("t1", "t2", "t3"):
        b.board.add_tap(tap_id)
    b.change_keg(SUE, "t1", b.new_keg("k1", "pale", 20000))
    b.change_keg(SUE, "t2", b.new_keg("k2", "stout", 10000))
    return b
