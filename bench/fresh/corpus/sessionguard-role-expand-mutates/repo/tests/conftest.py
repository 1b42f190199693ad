import threading

import pytest

from sessionguard import RoleRegistry

KEY = b"unit-test-signing-key-0123456789"
OLD_KEY = b"previous-signing-key-abcdefghijk"


class FakeClock:
    def __init__(self, now=1_700_000_000.0):
        self.now = now

    def __call__(self):
        return self.now

    def advance(self, seconds):
        self.now += seconds


@pytest.fixture
def clock():
    return FakeClock()


@pytest.fixture
def registry():
    reg = RoleRegistry()
    reg.define("guest", ["pages:read"])
    reg.define("viewer", ["articles:read", "comments:read"], inherits=["guest"])
    reg.define("editor", ["articles:*", "media:upload"], inherits=["viewer"])
    reg.define("moderator", ["comments:*"], inherits=["viewer"])
    reg.define("admin", ["*"], inherits=["editor", "moderator"])
    return reg


@pytest.fixture
def call_with_timeout():
    """Run ``fn(*args, **kwargs)`` in a daemon thread; fail if it has not returned in time."""

    def call(fn, *args, timeout=5.0, **kwargs):
        box = {}

        def target():
            try:
                box["value"] = fn(*args, **kwargs)
            except BaseException as exc:
                box["error"] = exc

        worker = threading.Thread(target=target, daemon=True)
        worker.start()
        worker.join(timeout)
        if worker.is_alive():
            pytest.fail(f"{getattr(fn, '__name__', 'call')} did not return within {timeout}s (deadlock?)")
        if "error" in box:
            raise box["error"]
        return box.get("value")

    return call
