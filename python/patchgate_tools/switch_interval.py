"""pytest plugin: run the tests with a perturbed thread switch interval (inside the sandbox).

Load with ``-p patchgate_tools.switch_interval``; ``PG_SWITCH_INTERVAL`` (seconds, default 1e-6)
is passed to ``sys.setswitchinterval`` before any test runs, so the interpreter hands the GIL to
another thread as often as it can: a read-modify-write that is not atomic, or a wait that is not
guarded by its condition, shows up as a flipped test far more often than under the default 5 ms
(issue 10 item 5, the race attacks of the concurrency class).
"""
import os
import sys


def pytest_configure(config):
    try:
        interval = float(os.environ.get("PG_SWITCH_INTERVAL", "0.000001"))
    except ValueError:
        interval = 0.000001
    sys.setswitchinterval(max(interval, 1e-9))
