import threading
import time

import pytest

from bedboard import BedBoard, ManualClock, Staff, Waitlist

WARDS = {"icu": 2, "surg": 3, "med": 4}

NINA = Staff("nina", "nurse", ward="icu")
NOEL = Staff("noel", "nurse", ward="surg")
CARA = Staff("cara", "charge", ward="surg")
DREW = Staff("drew", "doctor")
ALMA = Staff("alma", "admin")
STAFF = [NINA, NOEL, CARA, DREW, ALMA]


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


def call(fn, timeout=1.0):
    """Run fn in a worker; fail when it does not return within `timeout`, else hand back its
    result or raise its exception."""
    w = started(fn)
    w.join(timeout)
    assert not w.is_alive(), "the call did not return"
    if w.error is not None:
        raise w.error
    return w.result


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
    return ManualClock(1000.0)


@pytest.fixture
def waitlist():
    wl = Waitlist()
    yield wl
    wl.close()


@pytest.fixture
def board(clock):
    b = BedBoard(WARDS, STAFF, clock)
    yield b
    b.waitlist.close()
