"""Lost updates under concurrent calls (run inside the sandbox, on a copy of one tree).

Usage:
  python -m patchgate_tools.stress --methods FILE CLASS
      prints {"methods": [...]}: the functions defined in CLASS's own body (not inherited, no dunders)
  python -m patchgate_tools.stress --probes IN.jsonl --out OUT.jsonl [--threads 8] [--rounds 40]
                                   [--attempts 3] [--timeout 2]

Each line of IN is a recorded call {"id", "file", "entity", "args", "test"} of a method. For each
one, the call is made THREADS x ROUNDS times on one fresh unpickling of its arguments, once in a
single thread and once from THREADS threads started together with the interpreter switching
threads every microsecond. Every call is the same call, so a thread-safe method ends in the same
state however the calls interleave; a read-modify-write of shared state outside a lock loses
updates and ends elsewhere. One line per probe is written to OUT:
  {"id", "verdict": "race"|"same"|"skip", "why", "sequential", "concurrent"}
``skip``: the sequential state is not reproducible (two single-threaded runs disagree: time, random
numbers), a call blocked past TIMEOUT seconds, or the call cannot be replayed here. A concurrent run
that ends like the sequential one is tried again up to ATTEMPTS times (a race is a chance).
The process's own stdout/stderr are sent to /dev/null while repository code runs.
"""
import argparse
import inspect
import json
import os
import sys
import threading
from collections import Counter

from . import observe as _ob
from . import replay as _rp
from .recorded import load_args, read_jsonl

MAX_STATE = 400


def _calls(fn, args, kwargs, n, errors):
    for _ in range(n):
        try:
            fn(*args, **kwargs)
        except BaseException as exc:  # noqa: BLE001 - a call's own failure is part of its outcome
            errors[type(exc).__name__] += 1


def _state(args, kwargs, errors):
    return _ob.canon((args, kwargs)) + (" raised " + repr(sorted(errors.items())) if errors else "")


def _sequential(fn, rec, total, timeout):
    loaded = load_args(rec)
    if loaded is None:
        return None, "the arguments cannot be unpickled here"
    args, kwargs = loaded
    errors = Counter()
    t = threading.Thread(target=_calls, args=(fn, args, kwargs, total, errors), daemon=True)
    t.start()
    t.join(timeout)
    if t.is_alive():
        return None, f"a single-threaded run of {total} calls did not end within {timeout} s"
    return _state(args, kwargs, errors), None


def _concurrent(fn, rec, threads, rounds, timeout):
    loaded = load_args(rec)
    if loaded is None:
        return None, "the arguments cannot be unpickled here"
    args, kwargs = loaded
    errors = Counter()
    lock = threading.Lock()
    barrier = threading.Barrier(threads)

    def worker():
        local = Counter()
        try:
            barrier.wait(timeout)
        except threading.BrokenBarrierError:
            return
        _calls(fn, args, kwargs, rounds, local)
        with lock:
            errors.update(local)

    previous = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)
    try:
        pool = [threading.Thread(target=worker, daemon=True) for _ in range(threads)]
        for t in pool:
            t.start()
        for t in pool:
            t.join(timeout)
        if any(t.is_alive() for t in pool):
            return None, f"a concurrent run did not end within {timeout} s"
    finally:
        sys.setswitchinterval(previous)
    return _state(args, kwargs, errors), None


def stress(root, rec, threads, rounds, attempts, timeout):
    out = {"id": rec["id"], "verdict": "skip", "why": None, "sequential": None, "concurrent": None}
    try:
        if rec.get("test"):
            _rp.add_path(_rp.test_root(root, rec["test"]))
        fn = _rp.resolve(root, rec["file"], rec["entity"])
    except Exception as exc:  # noqa: BLE001
        out["why"] = f"cannot resolve {rec['entity']}: {exc}"
        return out
    total = threads * rounds
    first, why = _sequential(fn, rec, total, timeout)
    if first is None:
        out["why"] = why
        return out
    second, why = _sequential(fn, rec, total, timeout)
    if second != first:
        out["why"] = why or "two single-threaded runs end in different states (not reproducible)"
        return out
    out["sequential"] = _rp.short(first, MAX_STATE)
    for _ in range(attempts):
        got, why = _concurrent(fn, rec, threads, rounds, timeout)
        if got is None:
            out["why"] = why
            return out
        out["concurrent"] = _rp.short(got, MAX_STATE)
        if got != first:
            out["verdict"] = "race"
            return out
    out["verdict"] = "same"
    return out


def methods(root, rel, cls):
    owner = _rp.resolve_owner(root, rel, cls.split("."))
    return [n for n, v in vars(owner).items() if inspect.isfunction(v) and not n.startswith("__")]


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--methods", nargs=2, metavar=("FILE", "CLASS"))
    ap.add_argument("--probes")
    ap.add_argument("--out")
    ap.add_argument("--threads", type=int, default=8)
    ap.add_argument("--rounds", type=int, default=40)
    ap.add_argument("--attempts", type=int, default=3)
    ap.add_argument("--timeout", type=float, default=2.0)
    opts = ap.parse_args(argv)
    root = os.path.realpath(os.getcwd())
    if root not in sys.path:
        sys.path.insert(0, root)
    real_stdout = os.dup(1)
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, 1)
    sys.stdout = open(os.devnull, "w")
    if opts.methods:
        try:
            found = {"methods": methods(root, *opts.methods)}
        except Exception as exc:  # noqa: BLE001
            found = {"methods": [], "error": f"{type(exc).__name__}: {exc}"}
        os.write(real_stdout, (json.dumps(found) + "\n").encode())
        os._exit(0)
    if not opts.probes or not opts.out:
        ap.error("--probes and --out are required (or --methods FILE CLASS)")
    counts = Counter()
    with open(opts.out, "w", encoding="utf-8") as fh:
        for rec in read_jsonl(opts.probes):
            try:
                row = stress(root, rec, opts.threads, opts.rounds, opts.attempts, opts.timeout)
            except Exception as exc:  # noqa: BLE001 - one probe's failure is that probe's skip
                row = {"id": rec.get("id"), "verdict": "skip", "why": f"{type(exc).__name__}: {exc}"[:300], "sequential": None, "concurrent": None}
            counts[row["verdict"]] += 1
            fh.write(json.dumps(row) + "\n")
            fh.flush()
    os.write(real_stdout, (json.dumps({"counts": dict(counts)}) + "\n").encode())
    # a thread left blocked in repository code must not keep the process alive
    os._exit(0)


if __name__ == "__main__":
    main()
