import threading

import pytest

from topicbus import EventBus


@pytest.fixture
def bus():
    return EventBus()


@pytest.fixture
def call_with_timeout():
    """Run fn() in a daemon thread; return its result, or fail if it has not finished in time."""

    def run(fn, timeout=2.0):
        box = {}

        def target():
            try:
                box["result"] = fn()
            except BaseException as exc:  # re-raised in the test thread
                box["error"] = exc

        t = threading.Thread(target=target, daemon=True)
        t.start()
        t.join(timeout)
        if t.is_alive():
            pytest.fail(f"call did not finish within {timeout}s (deadlock?)")
        if "error" in box:
            raise box["error"]
        return box.get("result")

    return run
