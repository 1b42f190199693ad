"""What a caller can observe of a value, and how to carry call arguments between processes.

Shared by the tracer (trace_calls), the replayer (replay) and the input generator (fuzz); runs
inside the sandbox. Three things live here because they must agree everywhere:

* ``canon(v)``: a structural, address-free text of a value, compared across processes to decide
  "same behaviour". It describes what a caller can observe and nothing else (spec 18 §3.5, issue
  10): containers recursively, dataclass fields, the public attributes of plain objects (and of the
  repository's own objects that write their own ``__repr__``, which may summarise them). Private
  implementation objects are never described: locks, conditions, events, semaphores, threads,
  executors, bound methods, generators, weak references, loggers, files and sockets are written as
  their kind only (``<lock>``), so a fix that swaps a Lock for an RLock or a Condition is not a
  behaviour change. An object's private attributes (leading underscore) are described only when
  it has no public attribute at all (then they are the only state a caller can reach through its
  methods); attributes named like caches or memo tables are never described.
* ``observable(v)``: the same view as a bounded JSON tree, for the structural difference of two
  behaviours (domain/behaviour/delta.ts decides what kind of change it is: a numeric shift, a
  dropped character, an added field, an input no longer mutated, ...).
* ``dumps(obj)``: pickling that also carries synchronization primitives (as fresh, unlocked
  ones), so calls of methods whose ``self`` holds a lock can be recorded and replayed.
"""
import dataclasses
import datetime
import decimal
import enum
import fractions
import inspect
import io
import logging
import os
import pickle
import queue
import re
import sys
import threading
import types
import weakref

MAX_CANON = 200_000
_ADDR = re.compile(r" at 0x[0-9a-fA-F]+")
_CACHE_NAME = re.compile(r"(cache|memo)", re.I)

# --------------------------------------------------------------------------- implementation objects

_LOCK_TYPES = (type(threading.Lock()), type(threading.RLock()))
_SYNC_TYPES = (threading.Condition, threading.Event, threading.Semaphore, threading.Barrier, threading.Thread)


def implementation_kind(v):
    """'lock', 'condition', ... for private implementation objects; None for data."""
    if isinstance(v, _LOCK_TYPES):
        return "lock"
    if isinstance(v, threading.Condition):
        return "condition"
    if isinstance(v, threading.Event):
        return "event"
    if isinstance(v, threading.Semaphore):
        return "semaphore"
    if isinstance(v, threading.Barrier):
        return "barrier"
    if isinstance(v, threading.Thread):
        return "thread"
    if isinstance(v, (types.MethodType, types.BuiltinMethodType)) and getattr(v, "__self__", None) is not None and not inspect.ismodule(v.__self__):
        return "bound-method"
    if isinstance(v, (types.GeneratorType, types.CoroutineType, types.AsyncGeneratorType)):
        return "generator"
    if isinstance(v, (weakref.ref, weakref.ProxyType, weakref.CallableProxyType, weakref.WeakValueDictionary, weakref.WeakKeyDictionary, weakref.WeakSet)):
        return "weakref"
    if isinstance(v, (logging.Logger, logging.Handler)):
        return "logger"
    if isinstance(v, io.IOBase):
        return "file"
    mod = type(v).__module__ or ""
    if mod.startswith(("concurrent.futures", "socket", "ssl", "selectors", "multiprocessing", "asyncio")):
        return mod.split(".")[0]
    if type(v).__name__ in ("count", "cycle") and mod == "itertools":
        return "counter"
    return None


_OWN_TYPES = {}


def _own_state(obj, tp, private=False):
    """The observable state of an object of the repository's own class that writes its own
    `__repr__` (`Schedule('glaze', 3 segments)`): a caller reads its public attributes, which such a
    repr may summarise away (the rates `scaled()` wrote into its receiver), so they describe it, as
    for any plain object. None for other types (the standard library's, installed packages', enums)
    and for objects without data attributes: their repr describes them."""
    own = _OWN_TYPES.get(tp)
    if own is None:
        own = False
        try:
            path = getattr(sys.modules.get(tp.__module__), "__file__", None) or ""
            real = os.path.realpath(path) if path else ""
            root = os.path.realpath(os.getcwd())
            own = bool(real) and real.startswith(root + os.sep) and "site-packages" not in real and not issubclass(tp, (enum.Enum, BaseException))
        except Exception:
            own = False
        _OWN_TYPES[tp] = own
    if not own:
        return None
    state = object_state(obj, private)
    return state or None


def _qualname(tp):
    return f"{getattr(tp, '__module__', '?')}.{getattr(tp, '__qualname__', getattr(tp, '__name__', '?'))}"


def object_state(obj, private=False):
    """The (name, value) pairs of an object a caller can observe (see the module docstring);
    with `private`, its private data attributes too (still no implementation objects, no caches)."""
    state = getattr(obj, "__dict__", None)
    if state is None and hasattr(type(obj), "__slots__"):
        names = []
        for klass in type(obj).__mro__:
            slots = getattr(klass, "__slots__", ())
            names.extend([slots] if isinstance(slots, str) else slots)
        state = {s: getattr(obj, s) for s in names if s not in ("__dict__", "__weakref__") and hasattr(obj, s)}
    if state is None:
        return None
    items = [(k, v) for k, v in state.items() if implementation_kind(v) is None and not _CACHE_NAME.search(k)]
    public = [(k, v) for k, v in items if not k.startswith("_")]
    return sorted(public if public and not private else items, key=lambda kv: kv[0])


# --------------------------------------------------------------------------- canonical text

def canon(obj, depth=0, seen=None, private=False):
    """A structural, address-free description of a value, comparable across processes (with
    `private`, an object's private data attributes are described too: see `held_state`)."""
    if depth > 8:
        return "..."
    if seen is None:
        seen = set()
    if obj is None or isinstance(obj, (bool, int, float, complex, str, bytes)):
        return repr(obj)
    tp = type(obj)
    if tp.__module__ in ("decimal", "fractions", "datetime"):
        return repr(obj)
    kind = implementation_kind(obj)
    if kind is not None:
        return f"<{kind}>"
    oid = id(obj)
    if oid in seen:
        return "<cycle>"
    seen = seen | {oid}
    try:
        if isinstance(obj, (list, tuple)):
            inner = ", ".join(canon(x, depth + 1, seen, private) for x in obj)
            if tp is list:
                return f"[{inner}]"
            if tp is tuple:
                return f"({inner})"
            if hasattr(obj, "_fields"):  # a namedtuple: its fields are its observable state
                return f"{_qualname(tp)}({inner})"
            return f"{_qualname(tp)}[{inner}]"
        if isinstance(obj, dict):
            items = [f"{canon(k, depth + 1, seen, private)}: {canon(v, depth + 1, seen, private)}" for k, v in obj.items()]
            if tp is dict:  # plain dicts compare equal whatever the insertion order
                return "{" + ", ".join(sorted(items)) + "}"
            return f"{_qualname(tp)}{{{', '.join(items)}}}"
        if isinstance(obj, (set, frozenset)):
            items = sorted(canon(x, depth + 1, seen, private) for x in obj)
            return f"{tp.__name__}{{{', '.join(items)}}}"
        if isinstance(obj, queue.Queue):
            return f"{_qualname(tp)}[{', '.join(canon(x, depth + 1, seen, private) for x in list(obj.queue))}]"
        if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
            fields = ", ".join(f"{f.name}={canon(getattr(obj, f.name, None), depth + 1, seen, private)}" for f in dataclasses.fields(obj)
                               if implementation_kind(getattr(obj, f.name, None)) is None and not _CACHE_NAME.search(f.name))
            return f"{_qualname(tp)}({fields})"
        if isinstance(obj, BaseException):
            return f"{_qualname(tp)}{canon(list(obj.args), depth + 1, seen, private)}"
        if isinstance(obj, type) or inspect.isroutine(obj) or inspect.ismodule(obj):
            return f"<{_qualname(obj) if isinstance(obj, type) else getattr(obj, '__qualname__', getattr(obj, '__name__', '?'))}>"
        if tp.__repr__ is not object.__repr__ and _own_state(obj, tp, private) is None:
            return _ADDR.sub("", repr(obj))
        state = object_state(obj, private)
        if state is not None:
            inner = ", ".join(f"{k}={canon(v, depth + 1, seen, private)}" for k, v in state)
            return f"{_qualname(tp)}({inner})"
        return _ADDR.sub("", repr(obj))
    except Exception as exc:  # a hostile __repr__/__eq__ must not break the probe
        return f"<unprintable {_qualname(tp)}: {type(exc).__name__}>"


def held_state(values):
    """The whole data state of call arguments, private attributes included (an apiary's
    `_colonies`): what a refused call must leave as it found it. Public `canon` hides such
    attributes wherever an object has public ones, so a check that raises after the state was
    already changed would otherwise look like no change at all."""
    return [canon(v, private=True)[:MAX_CANON] for v in values]


# --------------------------------------------------------------------------- observable tree

MAX_SEQ = 60
MAX_STR = 400
MAX_DEPTH = 6
_SAFE_INT = 2**53


def observable(obj, depth=0, seen=None):
    """A bounded JSON tree of what a caller observes of `obj` (the input of the delta rules)."""
    if seen is None:
        seen = set()
    if obj is None or isinstance(obj, bool):
        return obj
    if isinstance(obj, int) and type(obj) is int:
        return obj if -_SAFE_INT < obj < _SAFE_INT else {"t": "num", "v": str(obj), "n": "int"}
    if type(obj) is float:
        # an integral float would read as an int once in JSON (0.0 -> 0): keep its type visible
        if obj == obj and obj not in (float("inf"), float("-inf")) and not obj.is_integer():
            return obj
        return {"t": "num", "v": repr(obj), "n": "float"}
    if isinstance(obj, (decimal.Decimal, fractions.Fraction)):
        return {"t": "num", "v": str(obj), "n": type(obj).__name__}
    if isinstance(obj, str):
        return obj if len(obj) <= MAX_STR else obj[:MAX_STR] + "…"
    if isinstance(obj, bytes):
        return {"t": "bytes", "v": obj[:MAX_STR].decode("latin-1")}
    if isinstance(obj, (datetime.datetime, datetime.date, datetime.time, datetime.timedelta)):
        return {"t": "time", "v": str(obj), "n": type(obj).__name__, "ord": _ordinal(obj)}
    kind = implementation_kind(obj)
    if kind is not None:
        return {"t": "impl", "v": kind}
    if depth >= MAX_DEPTH:
        return {"t": "deep", "v": canon(obj)[:MAX_STR]}
    oid = id(obj)
    if oid in seen:
        return {"t": "cycle"}
    seen = seen | {oid}
    tp = type(obj)
    try:
        if isinstance(obj, (list, tuple)) and not hasattr(obj, "_fields"):
            return {"t": "seq", "n": tp.__name__, "len": len(obj), "items": [observable(x, depth + 1, seen) for x in list(obj)[:MAX_SEQ]]}
        if isinstance(obj, (set, frozenset)):
            items = sorted(obj, key=lambda x: canon(x))
            return {"t": "seq", "n": tp.__name__, "len": len(obj), "items": [observable(x, depth + 1, seen) for x in items[:MAX_SEQ]]}
        if isinstance(obj, dict):
            pairs = sorted(((canon(k), v) for k, v in obj.items()), key=lambda kv: kv[0])
            return {"t": "map", "n": tp.__name__, "items": {k: observable(v, depth + 1, seen) for k, v in pairs[:MAX_SEQ]}}
        if hasattr(obj, "_fields") and isinstance(obj, tuple):
            return {"t": "obj", "n": _qualname(tp), "items": {f: observable(getattr(obj, f), depth + 1, seen) for f in obj._fields}}
        if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
            fields = {f.name: observable(getattr(obj, f.name, None), depth + 1, seen) for f in dataclasses.fields(obj)
                      if implementation_kind(getattr(obj, f.name, None)) is None and not _CACHE_NAME.search(f.name)}
            return {"t": "obj", "n": _qualname(tp), "items": fields}
        if isinstance(obj, BaseException):
            return {"t": "exc", "n": _qualname(tp), "v": str(obj)[:MAX_STR]}
        if isinstance(obj, queue.Queue):
            items = list(obj.queue)
            return {"t": "seq", "n": _qualname(tp), "len": len(items), "items": [observable(x, depth + 1, seen) for x in items[:MAX_SEQ]]}
        if isinstance(obj, type) or inspect.isroutine(obj) or inspect.ismodule(obj):
            return {"t": "ref", "v": canon(obj)}
        if tp.__repr__ is not object.__repr__ and _own_state(obj, tp) is None:
            return {"t": "repr", "n": _qualname(tp), "v": _ADDR.sub("", repr(obj))[:MAX_STR]}
        state = object_state(obj)
        if state is not None:
            return {"t": "obj", "n": _qualname(tp), "items": {k: observable(v, depth + 1, seen) for k, v in state[:MAX_SEQ]}}
        return {"t": "repr", "n": _qualname(tp), "v": _ADDR.sub("", repr(obj))[:MAX_STR]}
    except Exception as exc:
        return {"t": "repr", "n": _qualname(tp), "v": f"<unprintable: {type(exc).__name__}>"}


def _ordinal(v):
    if isinstance(v, datetime.timedelta):
        return v.total_seconds()
    if isinstance(v, datetime.datetime):
        try:
            return v.timestamp() if v.tzinfo else (v - datetime.datetime(1970, 1, 1)).total_seconds()
        except (OverflowError, ValueError, OSError):
            return None
    if isinstance(v, datetime.date):
        return float(v.toordinal() * 86400)
    if isinstance(v, datetime.time):
        return v.hour * 3600 + v.minute * 60 + v.second + v.microsecond / 1e6
    return None


# --------------------------------------------------------------------------- pickling

def _fresh_event(is_set):
    e = threading.Event()
    if is_set:
        e.set()
    return e


class _Pickler(pickle.Pickler):
    """Carries synchronization primitives as fresh, unlocked ones (their identity and lock state
    are implementation detail, never an observed input)."""

    def reducer_override(self, obj):
        if isinstance(obj, _LOCK_TYPES[0]):
            return threading.Lock, ()
        if isinstance(obj, _LOCK_TYPES[1]):
            return threading.RLock, ()
        if isinstance(obj, threading.Condition):
            # over the same (fresh) lock the object holds elsewhere: `Condition(self._lock)` guards
            # the state `with self._lock:` changes, and a notify under that lock must still own it
            return threading.Condition, (obj._lock,)
        if isinstance(obj, threading.Event):
            return _fresh_event, (obj.is_set(),)
        if isinstance(obj, threading.BoundedSemaphore):
            return threading.BoundedSemaphore, (getattr(obj, "_initial_value", 1),)
        if isinstance(obj, threading.Semaphore):
            return threading.Semaphore, (getattr(obj, "_value", 1),)
        return NotImplemented


def dumps(obj):
    buf = io.BytesIO()
    _Pickler(buf, protocol=pickle.HIGHEST_PROTOCOL).dump(obj)
    return buf.getvalue()
