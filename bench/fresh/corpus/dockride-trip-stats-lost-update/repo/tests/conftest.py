import threading
import time

import pytest

from dockride import DockService, ManualClock, Rider, Station, StationNetwork


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


def run_together(n, fn, timeout=2.0):
    """Start n workers that call fn(i) at the same moment; return them once all finished or
    `timeout` seconds have passed (a worker still alive then is stuck)."""
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


def all_done(workers):
    return not any(w.is_alive() for w in workers) and all(w.error is None for w in workers)


ANN = Rider("ann")
BOB = Rider("bob")
OPS_N = Rider("olga", role="operator", zone="north")
OPS_S = Rider("sam", role="operator", zone="south")
MECH = Rider("max", role="mechanic", zone="north")
ROOT = Rider("root", role="admin")


def make_network(clock):
    net = StationNetwork(clock)
    net.add(Station("north-1", "north", capacity=6, bikes=3))
    net.add(Station("north-2", "north", capacity=6, bikes=0))
    net.add(Station("south-1", "south", capacity=8, bikes=4))
    net.add(Station("south-2", "south", capacity=4, bikes=4))
    return net


@pytest.fixture
def clock():
    return ManualClock(1000.0)


@pytest.fixture
def net(clock):
    return make_network(clock)


@pytest.fixture
def service(net, clock):
    return DockService(net, clock)
