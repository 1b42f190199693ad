import sys
import threading

import pytest

from poolcache.clock import ManualClock


@pytest.fixture
def clock():
    return ManualClock(0.0)


@pytest.fixture
def fast_switching():
    """Make the interpreter switch threads very often, so races show up in a short test."""
    old = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)
    yield
    sys.setswitchinterval(old)


@pytest.fixture
def run_threads():
    """Start *n* threads running ``target(i)`` and wait for all of them."""

    def run(target, n, timeout=10.0):
        errors = []

        def wrapped(i):
            try:
                target(i)
            except BaseException as exc:  # reported in the test thread
                errors.append(exc)

        threads = [threading.Thread(target=wrapped, args=(i,), daemon=True) for i in range(n)]
        for t in threads:
            t.start()
        for t in threads:
            t.join(timeout)
        assert not any(t.is_alive() for t in threads), "worker threads are still running (deadlock?)"
        if errors:
            raise errors[0]

    return run


@pytest.fixture
def call_with_timeout():
    """Call ``fn(*args)`` in a daemon thread and fail the test if it does not return in time."""

    def call(fn, *args, timeout=5.0):
        box = {}

        def target():
            try:
                box["value"] = fn(*args)
            except BaseException as exc:
                box["error"] = exc

        worker = threading.Thread(target=target, daemon=True)
        worker.start()
        worker.join(timeout)
        if worker.is_alive():
            pytest.fail(f"{getattr(fn, '__name__', fn)!s} did not return within {timeout}s (deadlock?)")
        if "error" in box:
            raise box["error"]
        return box.get("value")

    return call


@pytest.fixture
def wait_until():
    """Poll *condition* until it is true (fails the test after *timeout* seconds)."""
    import time

    def wait(condition, timeout=10.0):
        deadline = time.monotonic() + timeout
        while not condition():
            if time.monotonic() > deadline:
                pytest.fail("condition not reached in time")
            time.sleep(0.005)

    return wait
