"""pytest plugin for coverage-based impact analysis (run inside the sandbox under `coverage run`).

Load with `-p patchgate_tools.covctx`. Each test runs in its own coverage context named by its
pytest node id (what pytest-cov's --cov-context=test does, without needing pytest-cov), and every
test's outcome is written as JSON {node_id: outcome} to $PG_COVCTX_OUT at the end of the session,
so a whole-suite run yields node ids, not JUnit class/name pairs.
"""
import json
import os

import pytest

try:
    import coverage
except ImportError:  # pragma: no cover - the project venv pins coverage
    coverage = None

_outcomes = {}


def _current():
    return coverage.Coverage.current() if coverage is not None else None


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item, nextitem):
    cov = _current()
    if cov is not None:
        cov.switch_context(item.nodeid)
    try:
        yield
    finally:
        if cov is not None:
            cov.switch_context("")


def pytest_runtest_logreport(report):
    xfail = hasattr(report, "wasxfail")
    prev = _outcomes.get(report.nodeid)
    if report.when == "setup":
        if report.failed:
            _outcomes[report.nodeid] = "error"
        elif report.skipped:
            _outcomes[report.nodeid] = "xfailed" if xfail else "skipped"
    elif report.when == "call":
        if report.passed:
            outcome = "xpassed" if xfail else "passed"
        elif report.failed:
            outcome = "failed"
        else:
            outcome = "xfailed" if xfail else "skipped"
        _outcomes[report.nodeid] = outcome
    elif report.when == "teardown" and report.failed and prev in (None, "passed"):
        _outcomes[report.nodeid] = "error"


def pytest_sessionfinish(session, exitstatus):
    path = os.environ.get("PG_COVCTX_OUT")
    if not path:
        return
    tmp = path + ".tmp"
    with open(tmp, "w", encoding="utf-8") as fh:
        json.dump(_outcomes, fh)
    os.replace(tmp, path)
