"""Typed per-test results from Django's own runner (tests/runtests.py), for the gate's django adapter.

Usage: python -m patchgate_tools.django_results OUT.json tests/runtests.py [runtests args...]

Runs the script as __main__ with unittest's TestResult hooks recording every test's outcome under
its Django/SWE-bench id, `test_x (module.Class)`, whatever the unittest version prints (3.11 added
the method name inside the parentheses) and whatever a docstring makes the verbose line say.
Reading verbose stdout would be fragile; the hooks are the outcome itself. Written at exit, so a
test run that ends in sys.exit still reports. Never imports anything of the project by itself.
"""
import atexit
import json
import os
import runpy
import sys
import unittest
import unittest.result

RESULTS = {}
RANK = {"passed": 0, "skipped": 1, "xfailed": 1, "xpassed": 2, "failed": 3, "error": 4}


def test_id(test):
    method = getattr(test, "_testMethodName", None)
    cls = type(test)
    if method is None:  # an error outside a test (setUpClass, module import): _ErrorHolder
        desc = getattr(test, "description", str(test))
        return desc
    return "%s (%s.%s)" % (method, cls.__module__, cls.__qualname__)


def record(test, outcome):
    key = test_id(test)
    prev = RESULTS.get(key)
    if prev is None or RANK[outcome] > RANK[prev]:
        RESULTS[key] = outcome


def wrap(name, outcome):
    original = getattr(unittest.result.TestResult, name)

    def hook(self, test, *args, **kwargs):
        record(test, outcome)
        return original(self, test, *args, **kwargs)

    setattr(unittest.result.TestResult, name, hook)


def wrap_subtest():
    original = unittest.result.TestResult.addSubTest

    def hook(self, test, subtest, err):
        if err is not None:
            failed = issubclass(err[0], test.failureException)
            record(test, "failed" if failed else "error")
        return original(self, test, subtest, err)

    unittest.result.TestResult.addSubTest = hook


def write(out):
    tmp = out + ".tmp"
    with open(tmp, "w") as fh:
        json.dump(RESULTS, fh)
    os.replace(tmp, out)


def main(argv):
    out, script, rest = argv[0], argv[1], argv[2:]
    wrap("addSuccess", "passed")
    wrap("addFailure", "failed")
    wrap("addError", "error")
    wrap("addSkip", "skipped")
    wrap("addExpectedFailure", "xfailed")
    wrap("addUnexpectedSuccess", "xpassed")
    wrap_subtest()
    atexit.register(write, out)
    sys.argv = [script] + rest
    sys.path.insert(0, os.path.dirname(os.path.abspath(script)))
    runpy.run_path(script, run_name="__main__")


if __name__ == "__main__":
    main(sys.argv[1:])
