import threading
import time

import pytest

from lockerbank import LockerBank, LockerService, ManualClock, ReservationBook, User, Waitlist

COUNTS = {"S": 3, "M": 2, "L": 1}


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

    def start(self):
        """Start the thread; retry for up to 2 s when the machine is briefly out of threads."""
        deadline = time.monotonic() + 2.0
        while True:
            try:
                return super().start()
            except RuntimeError:
                if time.monotonic() > deadline:
                    raise
                time.sleep(0.01)


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
def bank():
    return LockerBank(COUNTS)


@pytest.fixture
def waitlist():
    return Waitlist()


@pytest.fixture
def book(bank, clock, waitlist):
    return ReservationBook(bank, clock, waitlist, ttl=60)


@pytest.fixture
def service(clock):
    return LockerService(LockerBank(COUNTS), clock, hold_ttl=60)


KAI = User("kai", "courier")
ZOE = User("zoe", "courier")
ANN = User("ann")
BOB = User("bob")
STAN = User("stan", "staff")
SAL = User("sal", "staff", site="harbour")
ADA = User("ada", "admin", site="hq")
