"""pytest plugin: per-test time limits, a progress log and resource-exhaustion typing.

Loaded into every sandboxed pytest run with `-p patchgate_tools.pytest_guard` (issue 13.3 and
13.4). It exists because the sandbox's wall clock alone makes a hanging test cost the whole run
and leaves the run's other outcomes unknown.

* Time limits. Each test (setup, call and teardown) runs under its own limit, read from the JSON
  file named by $PG_GUARD_TIMEOUTS: {"default": s|null, "collection": s|null, "tests": {id: s}}.
  A key is a node id or a node-id prefix (a parametrized test's base id, a file). The limit is
  enforced with faulthandler's watchdog, a C thread that needs no GIL and cannot be swallowed by
  an `except BaseException` in the test: at the limit it dumps the stacks to $PG_GUARD_TRACE and
  ends the process. The runner (infra/pytestRunner.ts) sees the test that started and never
  ended, types it `timeout`, and runs the remaining tests again with the decided ones deselected.
  pytest-timeout was considered: its signal method can be defeated by the code under test (it
  may ignore or reuse SIGALRM) and its thread method ends the whole session, so either way the
  runner would still need this log to name the test and continue; it would add a dependency
  without removing this file.
* Progress log. One JSON line per event in $PG_GUARD_LOG ("start", "end" with the outcome and
  duration, "resource"), flushed as written, so a killed run still tells what ran and how it ended.
* Resource exhaustion. A test whose exception is MemoryError, EAGAIN from fork/thread creation,
  EFBIG (RLIMIT_FSIZE) or ENOSPC is logged as a "resource" event naming the kind; so is a failed
  os.fork itself (EAGAIN), even when the test swallows the error.
* Escaped children. A process forked by a test that returns into pytest (a fork bomb's children
  do) would run the rest of the session as a second pytest; it is ended on the spot.
"""
import errno
import faulthandler
import json
import os
import time

import pytest

_MAIN_PID = os.getpid()
_log = None
_trace = None
_limits = {"default": None, "collection": None, "tests": {}}
_outcomes = {}
_durations = {}


def _escaped():
    """True in a child forked by a test that came back into pytest: end it at once."""
    if os.getpid() != _MAIN_PID:
        os._exit(70)
    return False


def _emit(event):
    if _log is None or _escaped():
        return
    try:
        _log.write(json.dumps(event) + "\n")
        _log.flush()
    except OSError:
        pass  # a full disk or a file-size limit must not turn into an internal error


def _arm(seconds):
    if not seconds or seconds <= 0 or _trace is None:
        return
    try:
        faulthandler.dump_traceback_later(seconds, repeat=False, file=_trace, exit=True)
    except (RuntimeError, OSError, ValueError):
        # No thread can be started (the process limit is exhausted): the sandbox wall clock
        # remains the bound, and the runner still learns which test was running from the log.
        pass


def _disarm():
    try:
        faulthandler.cancel_dump_traceback_later()
    except Exception:  # pragma: no cover - cancel does not fail in practice
        pass


def limit_for(nodeid):
    tests = _limits.get("tests") or {}
    if nodeid in tests:
        return tests[nodeid]
    best = None
    for key, secs in tests.items():
        if nodeid.startswith(key) and nodeid[len(key):len(key) + 1] in ("[", ":", "/"):
            if best is None or len(key) > len(best[0]):
                best = (key, secs)
    return best[1] if best else _limits.get("default")


_current = None
_reported = set()


def _report_resource(nodeid, kind, detail):
    if nodeid is None or (nodeid, kind) in _reported:
        return
    _reported.add((nodeid, kind))
    _emit({"e": "resource", "id": nodeid, "kind": kind, "detail": detail[:300]})


def _first_fork_failure(detail):
    """Log the first failed fork of the session, from whichever process hits it first.

    A fork bomb's own children hit the limit too (and often more than the test's process does):
    they may write this one line, claimed with an exclusive create, before they are ended.
    """
    log = os.environ.get("PG_GUARD_LOG")
    if not log or _current is None:
        return
    try:
        os.close(os.open(log + ".nproc", os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o600))
    except OSError:
        return
    line = json.dumps({"e": "resource", "id": _current, "kind": "processes", "detail": detail[:300]}) + "\n"
    try:
        fd = os.open(log, os.O_WRONLY | os.O_APPEND)
        try:
            os.write(fd, line.encode())
        finally:
            os.close(fd)
    except OSError:
        pass


def _watch_fork():
    """Note a failed fork where it fails: a fork bomb that swallows the error is still seen."""
    real = os.fork

    def fork():
        try:
            return real()
        except OSError as exc:
            if exc.errno == errno.EAGAIN:
                _first_fork_failure(f"os.fork: {exc} (the process limit, RLIMIT_NPROC)")
            raise

    fork.__doc__ = real.__doc__
    fork.__wrapped__ = real
    os.fork = fork


def pytest_configure(config):
    global _log, _trace, _limits
    _watch_fork()
    path = os.environ.get("PG_GUARD_TIMEOUTS")
    if path:
        try:
            with open(path, encoding="utf-8") as fh:
                _limits = {**_limits, **json.load(fh)}
        except (OSError, ValueError):
            pass
    log = os.environ.get("PG_GUARD_LOG")
    if log:
        _log = open(log, "a", encoding="utf-8")
    trace = os.environ.get("PG_GUARD_TRACE")
    if trace:
        _trace = open(trace, "w", encoding="utf-8")


def pytest_sessionstart(session):
    # Imports happen during collection: a module that hangs at import is bounded too.
    _arm(_limits.get("collection"))


def pytest_collection_finish(session):
    _disarm()
    _emit({"e": "collected", "n": len(session.items)})


@pytest.hookimpl(hookwrapper=True, tryfirst=True)
def pytest_runtest_protocol(item, nextitem):
    global _current
    _current = item.nodeid
    limit = limit_for(item.nodeid)
    _emit({"e": "start", "id": item.nodeid, "t": time.time(), "limit": limit})
    _arm(limit)
    try:
        yield
    finally:
        _escaped()
        _disarm()
        _emit({"e": "end", "id": item.nodeid, "outcome": _outcomes.get(item.nodeid, "error"), "dur": round(_durations.get(item.nodeid, 0.0), 6)})


def _resource_of(exc):
    """The kind of resource an exception says ran out, following the cause chain."""
    seen = set()
    while exc is not None and id(exc) not in seen:
        seen.add(id(exc))
        if isinstance(exc, MemoryError):
            return "memory", "MemoryError (the address-space limit, RLIMIT_AS)"
        if isinstance(exc, OSError):
            if exc.errno == errno.EAGAIN:
                return "processes", f"{type(exc).__name__}: {exc} (the process limit, RLIMIT_NPROC)"
            if exc.errno == errno.EFBIG:
                return "file-size", f"{type(exc).__name__}: {exc} (the file-size limit, RLIMIT_FSIZE)"
            if exc.errno == errno.ENOSPC:
                return "disk", f"{type(exc).__name__}: {exc} (the sandbox's scratch space is full)"
            if exc.errno == errno.ENOMEM:
                return "memory", f"{type(exc).__name__}: {exc} (the address-space limit, RLIMIT_AS)"
        if isinstance(exc, RuntimeError) and "can't start new thread" in str(exc):
            return "processes", f"RuntimeError: {exc} (the process limit, RLIMIT_NPROC)"
        exc = exc.__cause__ or exc.__context__
    return None


@pytest.hookimpl(hookwrapper=True, tryfirst=True)
def pytest_runtest_makereport(item, call):
    _escaped()
    outcome = yield
    if call.excinfo is not None:
        found = _resource_of(call.excinfo.value)
        if found:
            _report_resource(item.nodeid, found[0], found[1])
    del outcome


def pytest_runtest_logreport(report):
    _escaped()
    xfail = hasattr(report, "wasxfail")
    prev = _outcomes.get(report.nodeid)
    _durations[report.nodeid] = _durations.get(report.nodeid, 0.0) + (report.duration or 0.0)
    # The same typing as JUnit: a setup or teardown failure is an error, a call failure a failure.
    if report.when == "setup":
        if report.failed:
            _outcomes[report.nodeid] = "error"
        elif report.skipped:
            _outcomes[report.nodeid] = "xfailed" if xfail else "skipped"
        else:
            _outcomes[report.nodeid] = "passed"
    elif report.when == "call":
        if report.passed:
            _outcomes[report.nodeid] = "passed"  # JUnit records a non-strict xpass as passed
        elif report.failed:
            _outcomes[report.nodeid] = "failed"
        else:
            _outcomes[report.nodeid] = "xfailed" if xfail else "skipped"
    elif report.when == "teardown" and report.failed and prev in (None, "passed"):
        _outcomes[report.nodeid] = "error"


def pytest_unconfigure(config):
    _disarm()
    for fh in (_log, _trace):
        try:
            if fh is not None and not _escaped():
                fh.close()
        except OSError:
            pass
