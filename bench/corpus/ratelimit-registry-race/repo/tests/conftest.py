import threading

import pytest

from ratelimit.clock import ManualClock


@pytest.fixture
def clock():
    return ManualClock(0.0)


@pytest.fixture
def run_threads():
    """Run *target(i)* in *n* threads and wait for all of them."""

    def _run(target, n, timeout=5.0):
        threads = [threading.Thread(target=target, args=(i,)) for i in range(n)]
        for t in threads:
            t.start()
        for t in threads:
            t.join(timeout)
        assert not any(t.is_alive() for t in threads), "worker threads did not finish"

    return _run


@pytest.fixture
def call_with_timeout():
    """Call *fn* in a daemon thread; fail the test if it does not return in time."""

    def _call(fn, *args, timeout=0.5):
        outcome = {}

        def target():
            try:
                outcome["value"] = fn(*args)
            except BaseException as exc:  # re-raised in the test thread
                outcome["error"] = exc

        worker = threading.Thread(target=target, daemon=True)
        worker.start()
        worker.join(timeout)
        if worker.is_alive():
            pytest.fail(f"{getattr(fn, '__name__', fn)} did not return within {timeout}s (deadlock?)")
        if "error" in outcome:
            raise outcome["error"]
        return outcome["value"]

    return _call
