"""pytest plugin: the FAIL_TO_PASS contract of a candidate, recorded and replayed (issue 13.8).

Spec 22 verification must not let a critic's test that pins the OLD, buggy behaviour "survive"
against a correct fix. Such a test fails on the candidate and passes on the pre-edit tree, like a
real regression does. What tells them apart is the FAIL_TO_PASS contract: a real regression is
still there on a tree that does what FAIL_TO_PASS demands; a pinned old behaviour is not.

This plugin builds that tree without guessing at code: "the pre-edit tree plus the candidate's
FAIL_TO_PASS obligations".

* record (PG_CONTRACT_MODE=record, on the candidate, running the FAIL_TO_PASS tests): every call
  of a changed function (PG_CONTRACT_TARGETS: [{"file", "entity"}]) is recorded as
  canonical arguments -> the candidate's result (or exception), pickled.
* replay (PG_CONTRACT_MODE=replay, on the pre-edit tree): a changed function called with recorded
  arguments returns the candidate's recorded result; any other call runs the pre-edit code.

A function is instrumented by swapping its code object, so references taken with
`from module import name` see it too. Functions with closures, unpicklable results, arguments
whose repr is not stable (default object reprs) and calls recorded with two different results
are left alone or not replayed — the tree then behaves like the pre-edit tree there, and the
runner checks that FAIL_TO_PASS really passes on it before trusting it.
The contract file (PG_CONTRACT_FILE) is JSON: {"entries": {key: {"ok"|"raise": base64}},
"ambiguous": [key], "patched": ["file:entity"], "notes": [...]}; PG_CONTRACT_REPORT, when set,
receives what was instrumented in either mode.
"""
import base64
import importlib
import inspect
import json
import os
import pickle
import re
import sys
import types

_mode = None
_file = None
_entries = {}
_ambiguous = set()
_patched = []
_notes = []
_DEFAULT_REPR = re.compile(r" at 0x[0-9a-fA-F]+>")


def _module_names(rel):
    stem = rel[:-3] if rel.endswith(".py") else rel
    parts = stem.split("/")
    if parts[-1] == "__init__":
        parts = parts[:-1]
    names = [".".join(parts)]
    for i in range(1, len(parts)):
        names.append(".".join(parts[i:]))  # src/ layouts and the like
    return names


def _resolve(rel, entity):
    mod = None
    for name in _module_names(rel):
        try:
            mod = importlib.import_module(name)
            break
        except Exception as exc:  # noqa: BLE001 - any import failure means "cannot instrument"
            last = exc
    if mod is None:
        _notes.append(f"{rel}: cannot import ({type(last).__name__}: {last})")
        return None, None
    owner, obj = mod, mod
    for part in entity.split("."):
        owner = obj
        obj = (vars(obj).get(part) if isinstance(obj, type) else getattr(obj, part, None))
        if obj is None:
            _notes.append(f"{rel}:{entity}: not found")
            return None, None
    if isinstance(obj, (staticmethod, classmethod)):
        obj = obj.__func__
    if not isinstance(obj, types.FunctionType):
        _notes.append(f"{rel}:{entity}: not a plain function")
        return None, None
    return owner, obj


def _key(impl, args, kwargs):
    try:
        bound = inspect.signature(impl).bind(*args, **kwargs)
        bound.apply_defaults()
        text = repr(list(bound.arguments.items()))
    except (TypeError, ValueError):
        text = repr((args, sorted(kwargs.items())))
    return None if _DEFAULT_REPR.search(text) else text


def _dump(value):
    return base64.b64encode(pickle.dumps(value)).decode("ascii")


def _load(text):
    return pickle.loads(base64.b64decode(text))


def _make_dispatch(target, impl):
    def dispatch(args, kwargs):
        key = _key(impl, args, kwargs)
        full = None if key is None else f"{target}\0{key}"
        if _mode == "replay" and full in _entries and full not in _ambiguous:
            rec = _entries[full]
            if "raise" in rec:
                raise _load(rec["raise"])
            return _load(rec["ok"])
        if _mode != "record" or full is None:
            return impl(*args, **kwargs)
        try:
            result = impl(*args, **kwargs)
        except Exception as exc:
            _store(full, "raise", exc)
            raise
        _store(full, "ok", result)
        return result

    return dispatch


def _store(full, kind, value):
    try:
        rec = {kind: _dump(value)}
    except Exception:  # noqa: BLE001 - unpicklable: this call is not part of the contract
        _ambiguous.add(full)
        return
    if full in _entries and _entries[full] != rec:
        _ambiguous.add(full)
    _entries[full] = rec


def _instrument(rel, entity):
    owner, fn = _resolve(rel, entity)
    if fn is None:
        return
    if fn.__closure__:
        _notes.append(f"{rel}:{entity}: has a closure, not instrumented")
        return
    target = f"{rel}:{entity}"
    impl = types.FunctionType(fn.__code__, fn.__globals__, fn.__name__, fn.__defaults__, fn.__closure__)
    impl.__kwdefaults__ = fn.__kwdefaults__
    impl.__qualname__ = fn.__qualname__
    slot = "__pg_contract_%d__" % len(_patched)
    fn.__globals__[slot] = _make_dispatch(target, impl)
    src = f"def {fn.__name__}(*args, **kwargs):\n    return {slot}(args, kwargs)\n"
    ns = {}
    exec(compile(src, fn.__code__.co_filename, "exec"), fn.__globals__, ns)  # noqa: S102 - our own two lines
    try:
        fn.__signature__ = inspect.signature(impl)
    except (TypeError, ValueError):
        pass
    fn.__code__ = ns[fn.__name__].__code__
    _patched.append(target)


def pytest_configure(config):
    global _mode, _file, _entries, _ambiguous
    _mode = os.environ.get("PG_CONTRACT_MODE")
    _file = os.environ.get("PG_CONTRACT_FILE")
    if _mode not in ("record", "replay") or not _file:
        return
    root = str(config.rootpath)
    if root not in sys.path:
        sys.path.insert(0, root)
    if _mode == "replay":
        try:
            with open(_file, encoding="utf-8") as fh:
                data = json.load(fh)
            _entries = data.get("entries", {})
            _ambiguous = set(data.get("ambiguous", []))
        except (OSError, ValueError) as exc:
            _notes.append(f"cannot read the contract: {exc}")
    try:
        targets = json.loads(os.environ.get("PG_CONTRACT_TARGETS", "[]"))
    except ValueError:
        targets = []
    for t in targets:
        if t.get("entity") and t.get("entity") != "<module>":
            _instrument(t["file"], t["entity"])


def _write(path, data):
    tmp = path + ".tmp"
    with open(tmp, "w", encoding="utf-8") as fh:
        json.dump(data, fh)
    os.replace(tmp, path)


def pytest_sessionfinish(session, exitstatus):
    if _mode == "record" and _file:
        _write(_file, {"entries": _entries, "ambiguous": sorted(_ambiguous), "patched": _patched, "notes": _notes})
    report = os.environ.get("PG_CONTRACT_REPORT")
    if _mode in ("record", "replay") and report:
        _write(report, {"mode": _mode, "patched": _patched, "notes": _notes, "entries": len(_entries)})
