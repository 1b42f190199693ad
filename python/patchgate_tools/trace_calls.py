"""pytest plugin: record the calls of the changed functions while tests run (inside the sandbox).

Load with ``-p patchgate_tools.trace_calls``; configured through the environment:
  PG_TRACE_TARGETS  comma-separated targets, each ``path/to/mod.py:Qual.name`` (relative to the
                    rootdir) or ``pkg.module:Qual.name``
  PG_TRACE_OUT      JSON-lines output file (appended and flushed as the run goes, so a killed
                    run still leaves what it recorded)
  PG_TRACE_MAX      most calls recorded per target (default 1000)
  PG_TRACE_PER_TEST most calls recorded per (test, target) (default 50)
  PG_TRACE_AFTER    "1": a call that returns is recorded with its arguments as it left them
                    ("after": true), not as it received them
A target ``path.py:Class.*`` matches every method of the class.

Lines written:
  {"type": "call", "test": nodeid, "file": rel, "entity": qualname, "args": base64(pickle((args, kwargs))),
   "argsRepr": str, "behaviour": {...replay.behaviour_of...}}
  {"type": "outcome", "test": nodeid, "outcome": "passed"|"failed"|"error"|"skipped",
   "failure": null | {"exc": "module.Type", "site": "rel/file.py::qualname::line text" | null,
                      "inTest": bool (the innermost repository frame is a test file: an assertion)}}

How: a ``sys.settrace`` hook matches frames by code object (file + ``co_qualname``), so every
way of reaching a function is seen (``from mod import f`` copies, methods, super() calls)
without patching anything. The arguments are read from the frame at its first event and
pickled at once (before the body can mutate them); the frame's outcome is a return, or a raise
when an exception event is not followed by a line event before the frame returns. Calls made
outside a test (collection) and calls of generator/coroutine functions (their frames start at
the first ``next()``) are not recorded; unpicklable arguments are skipped and counted.
"""
import base64
import gc
import hashlib
import inspect
import json
import os
import re
import sys
import threading

import pytest

from . import observe as _ob
from . import replay as _rp

_CO_FLAGS_SKIP = inspect.CO_GENERATOR | inspect.CO_COROUTINE | inspect.CO_ASYNC_GENERATOR | inspect.CO_ITERABLE_COROUTINE
MAX_PICKLE = 256 * 1024


class _Tracer:
    def __init__(self, root, targets, out_path, max_per_target, max_per_test):
        self.root = root
        self.by_file = {}
        for rel, entity in targets:
            self.by_file.setdefault(os.path.realpath(os.path.join(root, rel)), {})[entity] = rel
        self.out = open(out_path, "a", encoding="utf-8")
        self.max_per_target = max_per_target
        self.max_per_test = max_per_test
        self.match_cache = {}
        self.defaults_cache = {}
        self.real_cache = {}
        self.count = {}
        self.count_test = {}
        self.seen = set()
        self.current = None
        self.local = threading.local()
        self.lock = threading.Lock()
        self.skipped = 0
        self.after = os.environ.get("PG_TRACE_AFTER") == "1"

    def write(self, obj):
        with self.lock:
            self.out.write(json.dumps(obj) + "\n")
            self.out.flush()

    def defaults(self, code):
        """(positional defaults, keyword-only defaults) of the function owning `code`, if found."""
        found = self.defaults_cache.get(code)
        if found is None:
            found = ((), {})
            for ref in gc.get_referrers(code):
                if inspect.isfunction(ref) and ref.__code__ is code:
                    found = (ref.__defaults__ or (), ref.__kwdefaults__ or {})
                    break
            self.defaults_cache[code] = found
        return found

    def match(self, code):
        if not (code.co_flags & inspect.CO_NEWLOCALS) or code.co_flags & _CO_FLAGS_SKIP:
            return None
        fname = code.co_filename
        real = self.real_cache.get(fname)
        if real is None:
            real = self.real_cache[fname] = os.path.realpath(fname)
        entities = self.by_file.get(real)
        if not entities:
            return None
        qual = getattr(code, "co_qualname", code.co_name)
        rel = entities.get(qual)
        if rel is None and "." in qual:
            rel = entities.get(qual.rsplit(".", 1)[0] + ".*")  # every method of a class
        return (rel, qual) if rel else None

    def global_trace(self, frame, event, arg):
        if event != "call":
            return None
        code = frame.f_code
        target = self.match_cache.get(code, False)
        if target is False:
            target = self.match_cache[code] = self.match(code)
        if target is None or self.current is None or getattr(self.local, "busy", False):
            return None
        return self.start(frame, code, target)

    def start(self, frame, code, target):
        test = self.current
        if self.count.get(target, 0) >= self.max_per_target or self.count_test.get((test, target), 0) >= self.max_per_test:
            return None
        self.local.busy = True
        try:
            args, kwargs = frame_args(frame, code, self.defaults(code))
            blob = _ob.dumps((args, kwargs))
            if len(blob) > MAX_PICKLE:
                raise ValueError("arguments too large")
            key = (test, target, hashlib.sha256(blob).hexdigest())
            if key in self.seen:
                return None
            self.seen.add(key)
            values = _rp.arg_values(args, kwargs)
            before = [_rp.canon(v)[: _rp.MAX_CANON] for v in values]
            held = _rp.held_state(values)
            rec = {"type": "call", "test": test, "file": target[0], "entity": target[1],
                   "args": base64.b64encode(blob).decode("ascii"),
                   "argsRepr": _rp.call_repr(target[1], args, kwargs)}
        except Exception:
            self.skipped += 1
            return None
        finally:
            self.local.busy = False
        self.count[target] = self.count.get(target, 0) + 1
        self.count_test[(test, target)] = self.count_test.get((test, target), 0) + 1
        pending = [None]

        def local_trace(fr, event, arg):
            if event == "exception":
                pending[0] = (arg[1], arg[2])
            elif event == "line":
                pending[0] = None
            elif event == "return":
                self.local.busy = True
                try:
                    if pending[0] is not None and arg is None:
                        rec["behaviour"] = _rp.behaviour_of("raise", exc=pending[0][0], tb=pending[0][1], before=before, after_args=values, root=self.root, held=held)
                    else:
                        rec["behaviour"] = _rp.behaviour_of("return", value=arg, before=before, after_args=values, root=self.root)
                        if self.after:
                            # the arguments as the call left them: the state a test built, for
                            # another method of the same object to be run on
                            after_args, after_kwargs = frame_args(fr, code, self.defaults(code))
                            blob_after = _ob.dumps((after_args, after_kwargs))
                            if len(blob_after) <= MAX_PICKLE:
                                rec["args"] = base64.b64encode(blob_after).decode("ascii")
                                rec["argsRepr"] = _rp.call_repr(target[1], after_args, after_kwargs)
                                rec["after"] = True
                    self.write(rec)
                except Exception:
                    self.skipped += 1
                finally:
                    self.local.busy = False
            return local_trace

        return local_trace


def frame_args(frame, code, defaults=((), {})):
    """(args, kwargs) that reproduce the frame's parameters when passed to the function.

    Parameters still holding their default object (identity) are left out, as the caller most
    likely did: a call recorded on one tree then replays on the other even when the patch
    added an optional parameter.
    """
    loc = frame.f_locals
    names = code.co_varnames
    npos, nkw = code.co_argcount, code.co_kwonlyargcount
    pos_defaults, kw_defaults = defaults
    args = [loc[n] for n in names[:npos]]
    kwargs = {n: loc[n] for n in names[npos:npos + nkw] if not (n in kw_defaults and loc[n] is kw_defaults[n])}
    i = npos + nkw
    if code.co_flags & inspect.CO_VARARGS:
        extra = list(loc[names[i]])
        i += 1
    else:
        extra = []
        # trailing positional parameters left at their defaults
        first_default = npos - len(pos_defaults)
        while args and len(args) > first_default and args[-1] is pos_defaults[len(args) - 1 - first_default]:
            args.pop()
    args.extend(extra)
    if code.co_flags & inspect.CO_VARKEYWORDS:
        kwargs.update(loc[names[i]])
    return tuple(args), kwargs


def parse_targets(root, spec):
    out = []
    for item in (s.strip() for s in spec.split(",")):
        if not item or ":" not in item:
            continue
        where, entity = item.rsplit(":", 1)
        if where.endswith(".py"):
            out.append((where, entity))
            continue
        try:
            import importlib.util
            found = importlib.util.find_spec(where)
            origin = found.origin if found else None
        except Exception:
            origin = None
        if origin:
            out.append((os.path.relpath(os.path.realpath(origin), root), entity))
    return out


_tracer = None


def pytest_configure(config):
    global _tracer
    out = os.environ.get("PG_TRACE_OUT")
    if not out or _tracer is not None:
        return
    root = os.path.realpath(str(config.rootpath))
    targets = parse_targets(root, os.environ.get("PG_TRACE_TARGETS", ""))
    _tracer = _Tracer(root, targets, out, int(os.environ.get("PG_TRACE_MAX", "1000")), int(os.environ.get("PG_TRACE_PER_TEST", "50")))
    sys.settrace(_tracer.global_trace)
    threading.settrace(_tracer.global_trace)


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item, nextitem):
    if _tracer is None:
        yield
        return
    _tracer.current = item.nodeid
    item.stash[_OUTCOME] = "passed"
    # pytest or a test may have replaced the trace function since configure
    if sys.gettrace() is not _tracer.global_trace:
        sys.settrace(_tracer.global_trace)
    try:
        yield
    finally:
        _tracer.current = None
        _tracer.write({"type": "outcome", "test": item.nodeid, "outcome": item.stash.get(_OUTCOME, "error"),
                       "failure": item.stash.get(_FAILURE, None)})


_OUTCOME = pytest.StashKey[str]()
_FAILURE = pytest.StashKey[object]()
_TEST_FILE = re.compile(r"(^|/)(tests?/|test_[^/]*\.py$|[^/]*_test\.py$|conftest\.py$)")


def failure_of(excinfo, root):
    """How a test failed: the exception type and the repository statement that raised it."""
    try:
        exc, tb = excinfo.value, excinfo.tb
        site = _rp.raise_site(exc, root, tb)
        rel = site.split("::", 1)[0] if site else ""
        return {"exc": _rp._qualname(type(exc)), "site": site, "inTest": bool(_TEST_FILE.search(rel))}
    except Exception:
        return None


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    outcome = yield
    if _tracer is None:
        return
    rep = outcome.get_result()
    prev = item.stash.get(_OUTCOME, "passed")
    if rep.failed:
        item.stash[_OUTCOME] = "failed" if rep.when == "call" else "error"
        if call.excinfo is not None and item.stash.get(_FAILURE, None) is None:
            item.stash[_FAILURE] = failure_of(call.excinfo, _tracer.root)
    elif rep.skipped and prev == "passed":
        item.stash[_OUTCOME] = "skipped"


def pytest_unconfigure(config):
    global _tracer
    if _tracer is None:
        return
    sys.settrace(None)
    threading.settrace(None)
    _tracer.write({"type": "summary", "skipped": _tracer.skipped})
    _tracer.out.close()
    _tracer = None
