"""Replay recorded calls of changed functions against one tree (run inside the sandbox).

Usage: python -m patchgate_tools.replay --probes IN.jsonl --out OUT.jsonl [--start K]
                                         [--timeout SECONDS] [--repeat R]

The working directory is the tree (a throwaway copy). Each line of IN is one probe:
  {"id": str, "file": "pkg/mod.py", "entity": "func" | "Class.method", "args": base64(pickle((args, kwargs))),
   "test": optional pytest node id the call was recorded in}
Each probe is executed ``R`` times, every time on a fresh unpickling of the arguments, and one
line per probe is appended (and flushed) to OUT, in input order, so that the caller can tell
which probe killed the process and resume after it with ``--start``:
  {"id", "kind": "return"|"raise"|"timeout"|"error", "value": display text, "key": digest of the
   canonical value, "exc": "module.ExceptionType", "deliberate": bool, "mutated": [display|null per
   argument], "mutatedKey": digest, "stable": bool (all R runs agreed), "ms": float, "error": str,
   "inObs": observable tree of the arguments before the call, "declared": whether a returned value
   fits the function's return annotation, null where it declares nothing checkable, "heldKey": digest
   of the arguments' whole data state (private attributes too) after a call that returned, null
   where the runs disagree, "receiverKey": digest of the first argument's whole data state after a
   call that returned and changed it (absent where it did not, or where the runs disagree),
   "exposes": whether emptying (or filling) a returned list, dict, set or bytearray changes the
   arguments' whole data state (the object's own container handed out)}

Behaviour semantics (shared with trace_calls and fuzz):
* a behaviour is (kind, canonical value or exception type, mutated arguments). The canonical
  value is a structural description (containers recursively, dataclasses and plain objects by
  their fields, memory addresses removed), so two processes can compare it as text.
* ``mutated`` lists, per argument (positional then keyword), the argument's description after
  the call when it differs from before the call, else null.
* ``deliberate`` is true when the innermost traceback frame is repository code (under the tree,
  not site-packages) whose line is a ``raise`` statement: an exception the code raises on
  purpose (validation), as opposed to a crash (TypeError from an operation, ZeroDivisionError,
  decimal.InvalidOperation, an assert, ...).
* ``error`` means the probe could not be replayed at all (import, resolution or unpickling
  failed, the call no longer fits the function's signature — a TypeError raised before the
  function body starts —, or an argument is an object laid out by the other tree's constructor:
  this tree's ``__init__`` sets an attribute it lacks); it is not a behaviour and is never compared.
* plain dicts are described with their items sorted (equal dicts built in another order are
  the same value); floats are compared exactly.
The process's own stdout/stderr are sent to /dev/null while candidate code runs.
"""
import argparse
import asyncio
import base64
import hashlib
import inspect
import json
import linecache
import os
import pickle
import re
import signal
import sys
import threading
import time
import typing

MAX_DISPLAY = 300


# ----------------------------------------------------------------------------- canonical values

# One definition of "what a caller observes" for every tool (see observe.py).
from .observe import canon, held_state, observable, MAX_CANON  # noqa: E402
from .observe import dumps as observe_dumps  # noqa: E402


def _qualname(tp):
    return f"{getattr(tp, '__module__', '?')}.{getattr(tp, '__qualname__', getattr(tp, '__name__', '?'))}"


def digest(text):
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()[:24]


def short(text, limit=MAX_DISPLAY):
    return text if len(text) <= limit else text[: limit - 1] + "…"


def call_repr(entity, args, kwargs, limit=MAX_DISPLAY):
    parts = [short(canon(a), 120) for a in args] + [f"{k}={short(canon(v), 120)}" for k, v in kwargs.items()]
    return short(f"{entity}({', '.join(parts)})", limit)


def arg_values(args, kwargs):
    return list(args) + [kwargs[k] for k in kwargs]


# ----------------------------------------------------------------------------- paths and resolution

def package_root(root, rel):
    """(sys.path entry, dotted module) for a file: walk up while folders are packages."""
    parts = rel[:-3].split("/") if rel.endswith(".py") else rel.split("/")
    if parts[-1] == "__init__":
        parts = parts[:-1]
    i = len(parts) - 1  # parts[:i] are folders
    while i > 0 and os.path.isfile(os.path.join(root, *parts[:i], "__init__.py")):
        i -= 1
    return os.path.join(root, *parts[:i]) if i > 0 else root, ".".join(parts[i:])


def test_root(root, test_id):
    """The folder pytest's default import mode puts on sys.path for a test file."""
    rel = test_id.split("::")[0]
    folder = os.path.dirname(rel)
    parts = folder.split("/") if folder else []
    while parts and os.path.isfile(os.path.join(root, *parts, "__init__.py")):
        parts = parts[:-1]
    return os.path.join(root, *parts) if parts else root


def add_path(p):
    if p not in sys.path:
        sys.path.insert(1, p)


class ResolveError(Exception):
    pass


_resolved = {}


def resolve_owner(root, rel, parts):
    """The class (or nested class) named by `parts` in the module at `rel`."""
    import importlib
    path, module = package_root(root, rel)
    add_path(path)
    owner = importlib.import_module(module)
    for name in parts:
        owner = getattr(owner, name)
    return owner


def resolve(root, rel, entity):
    """The callable to invoke with the recorded (args, kwargs) of `entity`'s own frame."""
    key = (rel, entity)
    if key in _resolved:
        value = _resolved[key]
        if isinstance(value, ResolveError):
            raise value
        return value
    try:
        import importlib
        path, module = package_root(root, rel)
        add_path(path)
        obj = importlib.import_module(module)
        parts = entity.split(".")
        owner = obj
        for name in parts[:-1]:
            owner = getattr(owner, name)
        raw = inspect.getattr_static(owner, parts[-1])
        if isinstance(raw, (staticmethod, classmethod)):
            fn = raw.__func__  # the recorded frame holds cls explicitly for a classmethod
        elif isinstance(raw, property):
            fn = raw.fget
        elif isinstance(raw, type):
            raise ResolveError(f"{entity} is a class, not a function")
        else:
            fn = raw
        if not callable(fn):
            raise ResolveError(f"{entity} is not callable")
        _resolved[key] = fn
        return fn
    except ResolveError as exc:
        _resolved[key] = exc
        raise
    except BaseException as exc:  # import errors, SystemExit in module code, ...
        err = ResolveError(f"cannot resolve {rel}::{entity}: {type(exc).__name__}: {short(str(exc), 200)}")
        _resolved[key] = err
        raise err


# ----------------------------------------------------------------------------- execution

class ProbeTimeout(BaseException):
    pass


def _alarm(signum, frame):
    raise ProbeTimeout()


def _innermost_repo_frame(tb, root):
    """The innermost traceback entry in repository code (under the tree, not site-packages)."""
    found = None
    while tb is not None:
        fname = os.path.realpath(tb.tb_frame.f_code.co_filename)
        if root and fname.startswith(root + os.sep) and os.sep + "site-packages" + os.sep not in fname:
            found = (tb, fname)
        tb = tb.tb_next
    return found


def raise_site(exc, root, tb=None):
    """Where repository code raised: "rel/file.py::qualname::line text" (line numbers move with a
    patch, the statement does not), or None when no repository frame is on the traceback."""
    tb = tb if tb is not None else exc.__traceback__
    hit = _innermost_repo_frame(tb, root)
    if hit is None:
        return None
    entry, fname = hit
    code = entry.tb_frame.f_code
    line = linecache.getline(fname, entry.tb_lineno).strip()
    return f"{os.path.relpath(fname, root)}::{getattr(code, 'co_qualname', code.co_name)}::{line[:200]}"


def is_deliberate(exc, root, tb=None):
    tb = tb if tb is not None else exc.__traceback__
    last = None
    while tb is not None:
        last = tb
        tb = tb.tb_next
    if last is None:
        return False
    fname = os.path.realpath(last.tb_frame.f_code.co_filename)
    if not fname.startswith(root + os.sep) or os.sep + "site-packages" + os.sep in fname:
        return False
    line = linecache.getline(fname, last.tb_lineno).strip()
    return line == "raise" or line.startswith("raise ") or line.startswith("raise(")


def behaviour_of(kind, value=None, exc=None, before=None, after_args=None, root=None, tb=None, held=None):
    """Build the behaviour record shared by the tracer and the replayer. `held`: the arguments'
    whole data state before the call (observe.held_state), read when the call raises: a refused
    call that changed an argument's private data (a colony's frames added before the capacity
    check raised) mutated it, though its public view is unchanged."""
    out = {"kind": kind, "value": None, "key": None, "exc": None, "deliberate": None, "mutated": None, "mutatedKey": None,
           "obs": None, "site": None, "mutObs": None}
    if kind == "return":
        text = canon(value)[:MAX_CANON]
        out["value"] = short(text)
        out["key"] = digest(text)
        out["obs"] = observable(value)
    elif kind == "raise":
        out["exc"] = _qualname(type(exc))
        out["deliberate"] = is_deliberate(exc, root, tb) if root else False
        out["site"] = raise_site(exc, root, tb) if root else None
        out["value"] = short(f"{type(exc).__name__}: {exc}", 200) if not isinstance(exc, ProbeTimeout) else None
        out["obs"] = {"t": "exc", "n": out["exc"], "v": short(str(exc), 200)} if not isinstance(exc, ProbeTimeout) else None
    if before is not None and after_args is not None:
        mutated = []
        mut_obs = []
        for i, (b, a) in enumerate(zip(before, after_args)):
            now = canon(a)[:MAX_CANON]
            if now == b and kind == "raise" and held is not None and i < len(held):
                inside = held_state([a])[0]
                if inside != held[i]:
                    mutated.append(f"<private state changed> {digest(inside)[:12]}")
                    mut_obs.append(None)
                    continue
            mutated.append(None if now == b else now)
            mut_obs.append(None if now == b else observable(a))
        out["mutated"] = [None if m is None else short(m, 160) for m in mutated]
        out["mutatedKey"] = digest(json.dumps(mutated))
        out["mutObs"] = mut_obs if any(m is not None for m in mut_obs) else None
    return out


# A replayed call runs in one thread: nobody else can wake a wait, so a wait either returns at
# once or sleeps out its whole timeout, and a shorter timeout gives the same answer sooner.
WAIT_CLAMP = 0.05
_BLOCKING = re.compile(r"\.wait(_for)?\(|\.acquire\(|\bsleep\(")
_wait_params = {}


def _timeout_params(fn):
    """The parameters named like a timeout of a function whose own code blocks (waits, sleeps, acquires)."""
    if fn not in _wait_params:
        try:
            names = [n for n in inspect.signature(fn).parameters if "timeout" in n.lower()]
            _wait_params[fn] = names if names and _BLOCKING.search(inspect.getsource(fn)) else []
        except (TypeError, ValueError, OSError):
            _wait_params[fn] = []
    return _wait_params[fn]


def clamp_waits(fn, args, kwargs):
    """(args, kwargs) with every timeout of a blocking function cut to WAIT_CLAMP seconds."""
    names = _timeout_params(fn)
    if not names:
        return args, kwargs
    try:
        b = inspect.signature(fn).bind(*args, **kwargs)
    except TypeError:
        return args, kwargs
    for n in names:
        v = b.arguments.get(n)
        if isinstance(v, (int, float)) and not isinstance(v, bool) and v > WAIT_CLAMP:
            b.arguments[n] = type(v)(WAIT_CLAMP) if isinstance(v, float) else WAIT_CLAMP
    return b.args, b.kwargs


_declared = {}


def _fits(value, hint, depth=0):
    """True/False where `hint` says whether `value` is of the declared type; None where it cannot
    say (a type variable, a string never resolved, a protocol, Any)."""
    if depth > 3:
        return None
    if hint is None or hint is type(None):
        return value is None
    if hint is typing.Any:
        return None
    origin = typing.get_origin(hint)
    if origin is typing.Union or (origin is not None and getattr(origin, "__name__", "") == "UnionType") or type(hint).__name__ == "UnionType":
        answers = [_fits(value, h, depth + 1) for h in typing.get_args(hint)]
        return True if any(a is True for a in answers) else (None if any(a is None for a in answers) else False)
    if origin is not None:
        hint = origin
    if not isinstance(hint, type) or getattr(hint, "_is_protocol", False):
        return None
    if hint is float and isinstance(value, int) and not isinstance(value, bool):
        return True  # the numeric tower: an int is a float where a float is declared
    if hint is complex and isinstance(value, (int, float)) and not isinstance(value, bool):
        return True
    try:
        return isinstance(value, hint)
    except TypeError:
        return None


def declared_fit(fn, value):
    """Whether a returned value fits the function's own return annotation (the code's declared
    contract: `-> int` returning 454.0 breaks it); None where the function declares nothing this
    can check."""
    target = getattr(fn, "__func__", fn)
    if target not in _declared:
        try:
            _declared[target] = typing.get_type_hints(target).get("return", inspect.Signature.empty)
        except Exception:
            _declared[target] = inspect.Signature.empty
    hint = _declared[target]
    if hint is inspect.Signature.empty or inspect.iscoroutinefunction(target) or inspect.isgeneratorfunction(target):
        return None
    try:
        return _fits(value, hint)
    except Exception:
        return None


def run_once(fn, blob, timeout, root):
    args, kwargs = pickle.loads(blob)
    values = arg_values(args, kwargs)
    args, kwargs = clamp_waits(fn, args, kwargs)
    before = [canon(v)[:MAX_CANON] for v in values]
    held = held_state(values)
    started = time.perf_counter()
    signal.setitimer(signal.ITIMER_REAL, timeout)
    try:
        result = fn(*args, **kwargs)
        if inspect.iscoroutine(result):
            result = asyncio.run(result)
        signal.setitimer(signal.ITIMER_REAL, 0)
        b = behaviour_of("return", value=result, before=before, after_args=values, root=root)
        b["declared"] = declared_fit(fn, result)
        # the arguments' whole data state after an accepted call (private attributes too): a fix
        # that only changes what refused calls leave behind must leave accepted calls' state alone
        after = held_state(values)
        b["heldKey"] = digest(json.dumps(after))
        # the receiver's (first argument's) whole data state, where the call changed it: what the
        # call did to its object, comparable across two entry points given the same object (a
        # refused `delete` beside a `delete_many` that still removes the page)
        if values and not isinstance(values[0], (str, bytes, int, float, complex, type(None))):
            if after[:1] != held[:1]:
                b["receiverKey"] = digest(json.dumps(after[:1]))
        # whether the returned container is the arguments' own (a page's revision list handed out):
        # changing it then changes the object behind the caller's back
        # (the caller's own argument handed back is another flaw, judged as a mutation)
        if type(result) in (list, dict, set, bytearray) and values and not any(result is v for v in values):
            b["exposes"] = exposes(result, values, after)
    except ProbeTimeout:
        b = behaviour_of("timeout", before=None)
    except BaseException as exc:  # SystemExit and KeyboardInterrupt from candidate code are behaviours too
        signal.setitimer(signal.ITIMER_REAL, 0)
        if isinstance(exc, TypeError) and exc.__traceback__ is not None and exc.__traceback__.tb_next is None:
            # the function was never entered: the recorded call no longer fits its signature.
            # Callers updated with the signature are not a regression of this function.
            return {"kind": "error", "error": f"the call does not fit the signature: {short(str(exc), 200)}"}
        if isinstance(exc, RuntimeError) and _LOCK_IDENTITY.search(str(exc)) and _holds_condition(values):
            # a condition whose lock is no longer its owner's (observe.dumps carries the shared
            # lock; an object pickled some other way may not): the recording's doing, not the code's
            return {"kind": "error", "error": f"the recorded input's conditions no longer share their owner's lock: {short(str(exc), 200)}"}
        b = behaviour_of("raise", exc=exc, before=before, after_args=values, root=root, held=held)
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
    b["ms"] = round((time.perf_counter() - started) * 1000, 3)
    return b


_LOCK_IDENTITY = re.compile(r"un-acquired lock|release unlocked lock")


def exposes(result, values, held_now):
    """Whether changing the returned list, dict, set or bytearray changes the arguments' whole data
    state (it is emptied, or given one item where empty); None where it cannot be changed."""
    try:
        if len(result):
            result.clear()
        elif isinstance(result, dict):
            result["__patchgate_probe__"] = None
        elif isinstance(result, set):
            result.add("__patchgate_probe__")
        elif isinstance(result, bytearray):
            result.append(0)
        else:
            result.append(None)
        return held_state(values) != held_now
    except Exception:
        return None


def _holds_condition(values, depth=0):
    """Whether a threading.Condition is held in the arguments (their attributes and containers, three levels)."""
    if depth > 3:
        return False
    for v in values:
        if isinstance(v, threading.Condition):
            return True
        if isinstance(v, (list, tuple, set, frozenset)):
            inner = list(v)[:50]
        elif isinstance(v, dict):
            inner = list(v.values())[:50]
        elif hasattr(v, "__dict__") and not isinstance(v, type):
            inner = list(vars(v).values())[:50]
        else:
            continue
        if _holds_condition(inner, depth + 1):
            return True
    return False


def same(a, b):
    return (a["kind"], a["key"], a["exc"], a["mutatedKey"]) == (b["kind"], b["key"], b["exc"], b["mutatedKey"])


_layouts = {}


def _init_layout(tp, root):
    """What `tp.__init__` (repository code) lays out: the instance attributes it assigns as
    `self.NAME = ...`, and for those assigned a fresh `Lock()` / `RLock()` the kind of lock."""
    if tp in _layouts:
        return _layouts[tp]
    names, locks = set(), {}
    try:
        import ast
        import textwrap
        init = None
        for klass in tp.__mro__:
            if "__init__" in klass.__dict__:
                init = klass.__dict__["__init__"]
                break
        fname = os.path.realpath(inspect.getsourcefile(init) or "") if init is not None else ""
        if fname.startswith(root + os.sep) and os.sep + "site-packages" + os.sep not in fname:
            tree = ast.parse(textwrap.dedent(inspect.getsource(init)))
            fn = tree.body[0]
            me = fn.args.args[0].arg if getattr(fn, "args", None) and fn.args.args else "self"
            for node in ast.walk(fn):
                targets = node.targets if isinstance(node, ast.Assign) else [node.target] if isinstance(node, (ast.AnnAssign, ast.AugAssign)) else []
                for t in targets:
                    if isinstance(t, ast.Attribute) and isinstance(t.value, ast.Name) and t.value.id == me:
                        names.add(t.attr)
                        v = getattr(node, "value", None)
                        if isinstance(v, ast.Call) and not v.args and not v.keywords:
                            ctor = v.func.attr if isinstance(v.func, ast.Attribute) else v.func.id if isinstance(v.func, ast.Name) else None
                            if ctor in ("Lock", "RLock"):
                                locks[t.attr] = ctor
    except Exception:  # no source, a C type, a generated __init__: nothing to check
        names, locks = set(), {}
    _layouts[tp] = (names, locks)
    return names, locks


def relock(values, root):
    """Give recorded objects the kind of lock this tree's constructor builds. Locks travel as fresh,
    unlocked ones (observe.dumps), so only their kind is the recorded tree's: a pool recorded with a
    Lock and replayed on a candidate whose __init__ builds an RLock would deadlock on the candidate's
    re-entry, which is the old tree's lock speaking, not the candidate's code."""
    import threading
    kinds = {"Lock": threading.Lock, "RLock": threading.RLock}
    lock_t, rlock_t = type(threading.Lock()), type(threading.RLock())
    changed = False
    for v in values:
        state = getattr(v, "__dict__", None)
        if not isinstance(state, dict) or isinstance(v, type):
            continue
        for name, ctor in _init_layout(type(v), root)[1].items():
            cur = state.get(name)
            if isinstance(cur, (lock_t, rlock_t)) and not isinstance(cur, lock_t if ctor == "Lock" else rlock_t):
                state[name] = kinds[ctor]()
                changed = True
                # a Condition built over the replaced lock (Condition(self._lock)) follows it
                for other, cond in list(state.items()):
                    if isinstance(cond, threading.Condition) and getattr(cond, "_lock", None) is cur:
                        state[other] = threading.Condition(state[name])
    return changed


def stale_layout(values, root):
    """Why an argument cannot stand for an object of this tree, or None: the call was recorded on
    the other tree, whose constructor laid the object out differently (a Lock replaced by a
    Condition under a new name). Calling this tree's methods on it would fail on the missing
    attribute, which says nothing about either version's behaviour."""
    for v in values:
        state = getattr(v, "__dict__", None)
        if not isinstance(state, dict) or isinstance(v, type):
            continue
        tp = type(v)
        for name in sorted(_init_layout(tp, root)[0]):
            if name not in state and not hasattr(tp, name):
                return f"the recorded {tp.__name__} has no attribute {name!r}, which this tree's __init__ sets: it was built by another version of the class"
    return None


def replay_probe(probe, root, timeout, repeat):
    try:
        for t in [probe.get("test")] if probe.get("test") else []:
            add_path(test_root(root, t))
        fn = resolve(root, probe["file"], probe["entity"])
        blob = base64.b64decode(probe["args"])
        args, kwargs = pickle.loads(blob)  # unpickling problems are replay errors, not behaviours
        # a constructor's self is recorded before it is laid out: only the other arguments count
        constructing = probe["entity"].rsplit(".", 1)[-1] in ("__init__", "__post_init__", "__new__", "__setstate__")
        stale = stale_layout(arg_values(args, kwargs)[1 if constructing else 0:], root)
        if stale:
            return {"kind": "error", "error": stale}
        if relock(arg_values(args, kwargs), root):
            blob = observe_dumps((args, kwargs))  # every run unpickles the relocked arguments afresh
    except ResolveError as exc:
        return {"kind": "error", "error": str(exc)}
    except BaseException as exc:
        return {"kind": "error", "error": f"cannot load the arguments: {type(exc).__name__}: {short(str(exc), 200)}"}
    runs = [run_once(fn, blob, timeout, root)]
    # a hang is not run again: its repeat would only wait out the same timeout (a deadlock on the
    # pre-edit tree cost twice the limit per input), and a hang on the pre-edit decides nothing
    while len(runs) < max(1, repeat) and runs[0]["kind"] != "timeout":
        runs.append(run_once(fn, blob, timeout, root))
    if runs[0]["kind"] == "error":
        return runs[0]
    first = dict(runs[0])
    first["stable"] = all(same(first, r) for r in runs[1:])
    if any(r.get("heldKey") != first.get("heldKey") for r in runs[1:]):
        first["heldKey"] = None  # a state that differs run to run (a clock, a counter of objects) tells nothing
    if any(r.get("receiverKey") != first.get("receiverKey") for r in runs[1:]):
        first.pop("receiverKey", None)
    try:
        # the input as a caller built it (a fresh unpickling, before any call): attribution relates
        # its parts (a change confined to where two of them are equal is a boundary fix)
        args, kwargs = pickle.loads(blob)
        first["inObs"] = observable(arg_values(args, kwargs))
    except Exception:  # an input that cannot be described is still a behaviour
        first["inObs"] = None
    return first


def silence_output():
    """Candidate code must not write into our channel; keep a private stderr for our own errors."""
    sys.stdout.flush()
    sys.stderr.flush()
    keep = os.dup(2)
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, 1)
    os.dup2(devnull, 2)
    return os.fdopen(keep, "w")


# A function that hung this many times in one process gets SHORT_LIMIT seconds from then on.
HANGS_BEFORE_SHORT = 2
SHORT_LIMIT = 1.0


class HangLimits:
    """The time limit per function in one process: a function that already hung twice (a deadlock
    on this tree) is given SHORT_LIMIT from then on. Its hangs are the same hang and each waited
    out the full limit; a hang decides nothing on the pre-edit and stays a hang on the candidate,
    so only time is saved. Used by this tool and by compose.py."""

    def __init__(self):
        self._hangs = {}

    def limit(self, key, timeout):
        return min(timeout, SHORT_LIMIT) if self._hangs.get(key, 0) >= HANGS_BEFORE_SHORT else timeout

    def hung(self, key):
        self._hangs[key] = self._hangs.get(key, 0) + 1


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--probes", required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--start", type=int, default=0)
    ap.add_argument("--timeout", type=float, default=5.0)
    ap.add_argument("--repeat", type=int, default=1)
    opts = ap.parse_args(argv)
    root = os.path.realpath(os.getcwd())
    if root not in sys.path:
        sys.path.insert(0, root)
    signal.signal(signal.SIGALRM, _alarm)
    with open(opts.probes, encoding="utf-8") as fh:
        probes = [json.loads(line) for line in fh if line.strip()]
    sys.setrecursionlimit(max(sys.getrecursionlimit(), 3000))
    limits = HangLimits()

    def replay_one(probe):
        fn = (probe.get("file"), probe.get("entity"))
        row = replay_probe(probe, root, limits.limit(fn, opts.timeout), opts.repeat)
        if row.get("kind") == "timeout":
            limits.hung(fn)
        return row

    write_lines(opts.out, "a", probes[opts.start:], replay_one,
                lambda exc: {"kind": "error", "error": f"replay failed: {type(exc).__name__}: {short(str(exc), 200)}"})


def write_lines(path, mode, items, run, failed):
    """One JSON line per item (its "id" kept), flushed as it comes, candidate code's own output
    silenced meanwhile; a failure of the tool itself on an item is that item's line (`failed`), never
    a lost one. Ends the process: candidate atexit hooks and threads must not change its status."""
    err = silence_output()
    with open(path, mode, encoding="utf-8") as out:
        for item in items:
            try:
                row = run(item)
            except BaseException as exc:  # never lose the line of an item
                row = failed(exc)
            row["id"] = item["id"]
            out.write(json.dumps(row) + "\n")
            out.flush()
    err.close()
    os._exit(0)


if __name__ == "__main__":
    main()
