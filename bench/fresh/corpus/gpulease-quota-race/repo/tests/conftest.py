import threading
import time

import pytest

from gpulease import DevicePool, LeaseBook, LeaseHub, ManualClock, User

QUOTAS = {"vision": 3, "speech": 2}

ann = User("ann", "vision")
bob = User("bob", "vision")
cy = User("cy", "speech")
dee = User("dee", "speech")
lea = User("lea", "vision", role="lead")
sam = User("sam", "speech", role="lead")
root = User("root", "ops", role="admin")


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
def pool():
    return DevicePool.of_size(4)


@pytest.fixture
def book(pool, clock):
    return LeaseBook(pool, clock, quotas=QUOTAS, ttl=60)


@pytest.fixture
def hub(clock):
    return LeaseHub(DevicePool.of_size(4), clock, quotas=QUOTAS, ttl=60)
