import threading
import time

import pytest

from meterhub import Hub, ManualClock, User


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


ROOT = User("root", role="admin", site="hq")
OLGA = User("olga", role="operator", site="north")
TESS = User("tess", role="technician", site="north")
SAM = User("sam", role="technician", site="south")
VERA = User("vera", role="viewer", site="north")


@pytest.fixture
def clock():
    return ManualClock(100.0)


@pytest.fixture
def hub(clock):
    h = Hub(clock)
    h.register(ROOT, "t1", site="north", kind="temp")
    h.register(ROOT, "h1", site="north", kind="humidity")
    h.register(ROOT, "p1", site="south", kind="pressure")
    return h
