"""Compositions of a changed function with its siblings (run inside the sandbox, on one tree).

Usage: python -m patchgate_tools.compose --calls FILE --out FILE [--timeout 2]

A function F and a sibling G of the same module (or class) often hold one invariant between them:
the cost `cheapest_path(grid, a, b)` returns is `path_cost(grid, path)` of the path it returns;
`format_span(parse_span(text))` gives the text back. For each recorded call of F (a JSON line
{"id", "file", "entity", "args", "test"}, args as replay.py takes them), this runs F, then each
public sibling G whose parameters are F's own by name save one, that one given a part of F's
result (the whole result, or one item of a returned tuple of 2-4), and reports which other parts
of F's result, and which of F's arguments, G's answer equals. Both trees run the same calls; the
attack keeps the equalities that held on every pre-edit call and looks for one the candidate
breaks (issue 10 item 2: the reported instance fixed in F, the same figure left wrong in G).

One JSON line per call: {"id", "ok": bool, "error"?, "parts": n, "rel": [{"g", "from", "eq": [...],
"moved": bool}]}: `from` is "r" or "r<j>", `eq` lists "r<k>" and "arg:<name>", `moved` whether G's
answer differs from the part it was given (an identity tells nothing).
"""
import argparse
import base64
import copy
import inspect
import json
import os
import pickle
import signal
import sys

from . import replay as _rp
from .neighbours import _public_siblings, _sibling_functions
from .observe import canon

MAX_SIBLINGS = 12
#: sibling calls per process, over all calls: a slow sibling must not eat the attack's wall clock
MAX_COMPOSED = 600
_spent = 0


def _parts(result):
    """[(label, value)]: the whole result, and the items of a returned tuple or list of 2-4."""
    out = [("r", result)]
    if isinstance(result, (tuple, list)) and not isinstance(result, str) and 2 <= len(result) <= 4:
        out += [(f"r{j}", v) for j, v in enumerate(result)]
    return out


def _plan(found, bound):
    """[(qualified name, function, the one parameter F's arguments do not fill)] of the public
    siblings `_sibling_functions` found."""
    out = []
    for qual, raw, params in _public_siblings(found) if found else []:
        if any(p.kind in (p.VAR_POSITIONAL, p.VAR_KEYWORD) for p in params.values()):
            continue
        required = [n for n, p in params.items() if p.default is inspect.Parameter.empty]
        missing = [n for n in required if n not in bound]
        if len(missing) != 1:
            continue
        out.append((qual, raw, missing[0]))
        if len(out) >= MAX_SIBLINGS:
            break
    return out


# functions that hung twice get a short limit (replay.py HangLimits)
_limits = _rp.HangLimits()


def _timed(timeout, thunk):
    signal.setitimer(signal.ITIMER_REAL, timeout)
    try:
        return thunk()
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)


def compose_call(call, root, timeout):
    for t in [call.get("test")] if call.get("test") else []:
        _rp.add_path(_rp.test_root(root, t))
    fn = _rp.resolve(root, call["file"], call["entity"])
    blob = base64.b64decode(call["args"])
    args, kwargs = pickle.loads(blob)
    try:
        bound = inspect.signature(fn).bind(*args, **kwargs).arguments
    except (TypeError, ValueError) as exc:
        return {"ok": False, "error": f"the call does not fit the signature: {_rp.short(str(exc), 200)}"}
    plan = _plan(_sibling_functions(root, call["file"], call["entity"]), bound)
    original = {n: canon(v) for n, v in bound.items()}
    fn_key = (call["file"], call["entity"])
    try:
        result = _timed(_limits.limit(fn_key, timeout), lambda: fn(*args, **kwargs))
    except BaseException as exc:  # F refused or crashed: no composition to speak of
        if isinstance(exc, _rp.ProbeTimeout):
            _limits.hung(fn_key)
        return {"ok": False, "error": f"{type(exc).__name__}"}
    if result is None or isinstance(result, bool):
        return {"ok": True, "parts": 0, "rel": []}  # a predicate's answer or a procedure's nothing composes with no figure
    parts = _parts(result)
    texts = {label: canon(v) for label, v in parts}
    rel = []
    global _spent
    for qual, raw, param in plan:
        for label, value in parts:
            if _spent >= MAX_COMPOSED:
                break
            _spent += 1
            fresh_args, fresh_kwargs = pickle.loads(blob)  # G gets F's arguments as the caller built them
            try:
                named = dict(inspect.signature(fn).bind(*fresh_args, **fresh_kwargs).arguments)
                theirs = inspect.signature(raw).parameters
                given = {n: named[n] for n in theirs if n in named}
                try:
                    given[param] = copy.deepcopy(value)
                except Exception:
                    given[param] = value
                answer = _timed(_limits.limit(qual, timeout), lambda: raw(**given))
            except BaseException as exc:
                if isinstance(exc, _rp.ProbeTimeout):
                    _limits.hung(qual)
                continue
            if answer is None or isinstance(answer, bool):
                continue  # a procedure's nothing or a yes/no equals too much by chance
            said = canon(answer)
            eq = [k for k, t in texts.items() if k != label and k != "r" and label != "r" and t == said]
            eq += [k for k, t in texts.items() if label == "r" and k != "r" and t == said]
            eq += [f"arg:{n}" for n, t in original.items() if n != "self" and n != param and t == said]
            rel.append({"g": qual, "from": label, "eq": eq, "moved": said != texts[label]})
    return {"ok": True, "parts": len(parts) - 1, "rel": rel}


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--calls", required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--timeout", type=float, default=2.0)
    opts = ap.parse_args(argv)
    root = os.path.realpath(os.getcwd())
    if root not in sys.path:
        sys.path.insert(0, root)
    signal.signal(signal.SIGALRM, _rp._alarm)
    with open(opts.calls, encoding="utf-8") as fh:
        calls = [json.loads(line) for line in fh if line.strip()]
    _rp.write_lines(opts.out, "w", calls, lambda call: compose_call(call, root, opts.timeout),
                    lambda exc: {"ok": False, "error": f"compose failed: {type(exc).__name__}: {_rp.short(str(exc), 200)}"})


if __name__ == "__main__":
    main()
