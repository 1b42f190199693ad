import threading
import time

import pytest

from docvault import Directory, Vault

SECRET = b"0123456789abcdef-test-secret"


class ManualClock:
    """A clock the test moves by hand; ``pause`` makes every reading take that long."""

    def __init__(self, start: float = 1_000_000.0, pause: float = 0.0):
        self.t = start
        self.pause = pause

    def now(self) -> float:
        if self.pause:
            time.sleep(self.pause)
        return self.t

    def advance(self, seconds: float) -> None:
        self.t += seconds


def call_with_timeout(fn, *args, timeout=2.0):
    """Run ``fn`` in a daemon thread; fail the test (instead of hanging) if it does not return."""
    result = {}

    def target():
        try:
            result["value"] = fn(*args)
        except BaseException as exc:  # re-raised in the test thread
            result["error"] = exc

    thread = threading.Thread(target=target, daemon=True)
    thread.start()
    thread.join(timeout)
    if thread.is_alive():
        pytest.fail(f"{getattr(fn, '__name__', fn)} did not return within {timeout}s (deadlock?)")
    if "error" in result:
        raise result["error"]
    return result.get("value")


@pytest.fixture
def clock():
    return ManualClock()


@pytest.fixture
def directory():
    return Directory({"eng": {"bo", "cy"}, "ops": {"dee"}})


@pytest.fixture
def vault(directory, clock):
    return Vault(directory, clock, link_secret=SECRET)
