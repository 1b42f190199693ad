"""Wakeup scenarios: waiters blocked on an object while another method changes it (run inside the
sandbox, on a copy of one tree).

Usage:
  python -m patchgate_tools.wakeup --classes FILE CLASS [CLASS ...]
      prints {"classes": [{"cls", "waiters": [{"name", "timeout"}], "methods": [...]}]}: per class,
      the methods that block on a condition or an event (their body calls `.wait(` or
      `.wait_for(`) and take a timeout parameter, and the class's other methods (no dunders)
  python -m patchgate_tools.wakeup --scenarios IN.jsonl --out OUT.jsonl [--waiters 3]
                                   [--timeout 1.0] [--repeat 2]

A missed wakeup is the bug a waiter cannot see by itself: the state it waits for arrives, and
it sleeps on until its timeout because nobody woke it (`notify()` where several wait, a method
that frees space and notifies nobody). It shows only with threads, and only against an object
whose state the change can reach, so a scenario is built from two recorded calls: a mutator's
(its receiver, as the test had it just before the call, and its arguments) and a waiter's
(its other arguments); with "receiver": "waiter" the object is the waiter's (as the test had it
when a waiter blocked on it) and the mutator brings only its other arguments. Each line of IN is
  {"id", "file", "receiver": "mutator"|"waiter", "grow": bool, "waiter": {"entity", "args",
   "timeout", "test"}, "mutator": {"entity", "args", "test"}}
("grow": the mutator's first list argument gets a copy of its last item, one more than the test
had.)
and the scenario, on one fresh unpickling of the receiver:
  1. a waiter call on a copy of the receiver with a tiny timeout must take that timeout: the state
     it waits for is not there yet, else the scenario says nothing (skip); what it gives then (a
     falsy return, a raise of a timeout error) is the waiter's `idle` outcome;
  2. the control, on another copy with nobody waiting: the mutator, then waiter calls with a tiny
     timeout one after another while each is served at once (`served`, at most WAITERS): how many
     blocked waiters the change can serve (one each from a queue of two jobs; all of them where
     nothing is taken; none where it brings nothing);
  3. WAITERS threads call the waiter with TIMEOUT seconds and block, and the mutator is called
     with its recorded arguments (a raise or a block is a skip);
  4. every waiter is joined; a waiter call with a tiny timeout then asks the object whether it is
     served at once now (`post`: its outcome, "truthy", "falsy" or "raise:Type", with " slow" when
     it had to wait).
Per waiter: its outcome ("truthy", "falsy", "raise:Type" or "hung") and whether it took most of
its timeout ("slow"). `missed` = `served` minus the waiters that returned before their timeout:
the waiters the change could serve at once and that slept on instead. (What a waiter hands out
at its timeout — the job it finally notices, a part of a batch it gave up on — tells nothing by
itself; the control says what was there to be had.) Every scenario runs REPEAT times; one whose
counts differ between runs is "unstable" (timing), never judged. BATCH scenarios run at once
(waiting costs no CPU), their mutators one after another; the sandbox user's process limit
counts threads, so a batch holds WAITERS x BATCH + 1 of them.
One line per scenario is written to OUT:
  {"id", "verdict": "ok"|"skip"|"unstable", "why", "run": {"missed", "served", "waiters": [...], "post", "idle"}}
The process's own stdout/stderr are sent to /dev/null while repository code runs.
"""
import argparse
import ast
import inspect
import json
import os
import pickle
import sys
import threading
import time

from . import observe as _ob
from . import replay as _rp
from .recorded import load_args, read_jsonl

# a waiter call asked "is it there now?" waits this long (a condition's wait_for checks first)
PEEK = 0.05
# a waiter is blocked before the mutator runs: started this long before it
SETTLE = 0.2
# a waiter that took this share of its timeout slept through whatever happened meanwhile
SLOW = 0.75
MUTATOR_LIMIT = 2.0


def _blocks(fn_node):
    for node in ast.walk(fn_node):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in ("wait", "wait_for"):
            return True
    return False


def _timeout_param(fn_node):
    a = fn_node.args
    for p in [*a.posonlyargs, *a.args, *a.kwonlyargs]:
        if "timeout" in p.arg.lower():
            return p.arg
    return None


def classes(root, rel, names):
    with open(os.path.join(root, rel), encoding="utf-8") as fh:
        tree = ast.parse(fh.read())
    out = []
    wanted = set(names)
    for node in ast.walk(tree):
        if not isinstance(node, ast.ClassDef) or node.name not in wanted:
            continue
        waiters, methods = [], []
        for f in node.body:
            if not isinstance(f, (ast.FunctionDef, ast.AsyncFunctionDef)) or f.name.startswith("__"):
                continue
            t = _timeout_param(f) if isinstance(f, ast.FunctionDef) else None
            if t and _blocks(f):
                waiters.append({"name": f.name, "timeout": t})
            else:
                methods.append(f.name)
        out.append({"cls": node.name, "waiters": waiters, "methods": methods})
    return out


def _clone(obj):
    return pickle.loads(_ob.dumps(obj))


def _outcome(fn, args, kwargs):
    try:
        v = fn(*args, **kwargs)
    except BaseException as exc:  # noqa: BLE001 - a waiter's raise is its outcome
        return f"raise:{type(exc).__name__}"
    return "truthy" if v else "falsy"


def _bound(fn, recv, rest, kwargs, param, timeout):
    """The waiter's (args, kwargs) on `recv`, its timeout set; None when they do not bind."""
    try:
        b = inspect.signature(fn).bind(recv, *rest, **kwargs)
    except TypeError:
        return None
    b.arguments[param] = timeout
    return b.args, b.kwargs


class Scenario:
    def __init__(self, root, rec, waiters, timeout):
        self.rec = rec
        self.root = root
        self.n = waiters
        self.timeout = timeout
        w, m = rec["waiter"], rec["mutator"]
        for t in {w.get("test"), m.get("test")} - {None}:
            _rp.add_path(_rp.test_root(root, t))
        self.wfn = _rp.resolve(root, rec["file"], w["entity"])
        self.mfn = _rp.resolve(root, rec["file"], m["entity"])
        wl, ml = load_args(w), load_args(m)
        if wl is None or ml is None:
            raise ValueError("the recorded arguments cannot be unpickled here")
        if not ml[0] or not wl[0]:
            raise ValueError("a recorded call has no receiver")
        self.wrest, self.wkw = wl[0][1:], wl[1]
        self.margs, self.mkw = ml
        if rec.get("grow"):
            # the same call with one more item in its first list (a batch of three where the test
            # had two): a wakeup rationed to the test's count shows on the extra item
            margs = list(self.margs)
            k = next((i for i, a in enumerate(margs[1:], 1) if type(a) in (list, tuple) and a), None)
            if k is None:
                raise ValueError("the mutator's call has no list to grow")
            margs[k] = type(margs[k])(list(margs[k]) + [_clone(margs[k][-1])])
            self.margs = tuple(margs)
        if rec.get("receiver") == "waiter":
            # the object as the test had it when a waiter blocked on it, changed by the mutator's
            # own arguments: the state the waiter waits for is the test's, not the mutator's
            self.margs = (wl[0][0],) + tuple(ml[0][1:])
        self.param = w["timeout"]

    def _waiter_call(self, recv, timeout):
        return _bound(self.wfn, recv, _clone(self.wrest), _clone(self.wkw), self.param, timeout)

    def start(self):
        """Steps 1-2 on a fresh receiver: (state, None), or (None, why) when it says nothing."""
        margs, mkw = _clone(self.margs), _clone(self.mkw)
        recv = margs[0]
        stale = _rp.stale_layout([recv], self.root)
        if stale:
            return None, stale
        _rp.relock([recv], self.root)
        peek = self._waiter_call(_clone(recv), PEEK)
        if peek is None:
            return None, "the waiter's recorded arguments do not fit its signature"
        t0 = time.monotonic()
        idle = _outcome(self.wfn, *peek)
        if time.monotonic() - t0 < SLOW * PEEK:
            return None, f"the waiter does not wait before the mutator ({idle})"
        served, why = self._capacity(margs, mkw)
        if why:
            return None, why
        return {"recv": recv, "margs": margs, "mkw": mkw, "results": [None] * self.n, "pool": [], "idle": idle, "served": served}, None

    def launch(self, st):
        """Step 3's waiters: every prepared scenario of a batch launches at once, so every mutator
        runs SETTLE after its waiters started, however long the preparations took."""
        results, recv = st["results"], st["recv"]

        def waiter(k, call):
            t0 = time.monotonic()
            got = _outcome(self.wfn, *call)
            results[k] = (got, time.monotonic() - t0 >= SLOW * self.timeout)

        st["pool"] = [threading.Thread(target=waiter, args=(k, self._waiter_call(recv, self.timeout)), daemon=True) for k in range(self.n)]
        for t in st["pool"]:
            t.start()

    def _call_mutator(self, margs, mkw):
        """The mutator on `margs`, in a thread of its own: None, or why it says nothing."""
        raised = []

        def go():
            try:
                self.mfn(*margs, **mkw)
            except BaseException as exc:  # noqa: BLE001
                raised.append(type(exc).__name__)

        m = threading.Thread(target=go, daemon=True)
        m.start()
        m.join(MUTATOR_LIMIT)
        if m.is_alive():
            return "the mutator blocked"
        return f"the mutator raised {raised[0]}" if raised else None

    def _capacity(self, margs, mkw):
        """The control: on a copy, with nobody waiting, the mutator, then waiter calls one after
        another while each is served at once (no waiting): how many of the blocked waiters the
        change can serve (a job each from a queue of two; every one where nothing is taken)."""
        margs, mkw = _clone(margs), _clone(mkw)
        why = self._call_mutator(margs, mkw)
        if why:
            return 0, why
        served = 0
        for _ in range(self.n):
            call = self._waiter_call(margs[0], PEEK)
            t0 = time.monotonic()
            _outcome(self.wfn, *call)
            if time.monotonic() - t0 >= SLOW * PEEK:
                break
            served += 1
        return served, None

    def mutate(self, st):
        """Step 3: None, or why the scenario says nothing."""
        if any(r is not None for r in st["results"]):
            return "a waiter returned before the mutator ran"
        return self._call_mutator(st["margs"], st["mkw"])

    def finish(self, st, deadline):
        """Step 4, once the waiters are joined."""
        for t in st["pool"]:
            t.join(max(0.0, deadline - time.monotonic()))
        outs = [r if r is not None else ("hung", True) for r in st["results"]]
        t0 = time.monotonic()
        post = _outcome(self.wfn, *self._waiter_call(st["recv"], PEEK))
        # there: a fresh waiter is served at once (a waiter that hands out what it has at its
        # timeout, a part of a batch, is not served when it needed its whole timeout)
        there = time.monotonic() - t0 < SLOW * PEEK
        idle = st["idle"]
        # the state arrived with the mutator and is there still: every slow waiter slept through
        # it. (A slow waiter that got something may only have taken what was there at its
        # timeout, a part of a batch it waited for: that alone proves nothing.)
        # every waiter the change could serve at once (the control) and that was not: slept through it
        missed = max(0, st["served"] - sum(1 for _, slow in outs if not slow))
        return {"missed": missed, "served": st["served"], "waiters": sorted(f"{got}{' slow' if slow else ''}" for got, slow in outs), "post": post if there else f"{post} slow", "idle": idle}


def _run_batch(batch):
    """One run of a few scenarios at once: waiters of all started, then each mutator in turn."""
    started = []
    for s in batch:
        try:
            started.append((s,) + s.start())
        except Exception as exc:  # noqa: BLE001 - one scenario's failure is its skip
            started.append((s, None, f"{type(exc).__name__}: {_rp.short(str(exc), 200)}"))
    for k, (s, st, why) in enumerate(started):
        if st is not None:
            try:
                s.launch(st)
            except Exception as exc:  # noqa: BLE001 - no thread to spare: the scenario says nothing
                started[k] = (s, None, f"{type(exc).__name__}: {_rp.short(str(exc), 200)}")
    time.sleep(SETTLE)
    out = {}
    live = []
    for s, st, why in started:
        if st is None:
            out[s.rec["id"]] = (None, why)
            continue
        try:
            why = s.mutate(st)
        except Exception as exc:  # noqa: BLE001
            why = f"{type(exc).__name__}: {_rp.short(str(exc), 200)}"
        if why:
            out[s.rec["id"]] = (None, why)
        live.append((s, st, why))
    deadline = time.monotonic() + max((s.timeout for s, _, _ in live), default=0) + 2.0
    for s, st, why in live:
        try:
            run = s.finish(st, deadline)
        except Exception as exc:  # noqa: BLE001
            run, why = None, f"{type(exc).__name__}: {_rp.short(str(exc), 200)}"
        if not why:
            out[s.rec["id"]] = (run, None)
    return out


def scenarios(root, recs, waiters, timeout, repeat, batch):
    rows = {}
    built = []
    for rec in recs:
        try:
            built.append(Scenario(root, rec, waiters, timeout))
        except Exception as exc:  # noqa: BLE001
            rows[rec["id"]] = {"id": rec["id"], "verdict": "skip", "why": f"{type(exc).__name__}: {_rp.short(str(exc), 200)}", "run": None}
    runs = {s.rec["id"]: [] for s in built}
    for _ in range(max(1, repeat)):
        for k in range(0, len(built), batch):
            for sid, got in _run_batch(built[k:k + batch]).items():
                runs[sid].append(got)
    for s in built:
        got = runs[s.rec["id"]]
        first, why = got[0]
        if first is None:
            row = {"verdict": "skip", "why": why or "the scenario did not end", "run": None}
        elif any(r != first for r, _ in got[1:]):
            row = {"verdict": "unstable", "why": f"runs differ: {[r for r, _ in got]}"[:300], "run": first}
        else:
            row = {"verdict": "ok", "why": None, "run": first}
        rows[s.rec["id"]] = {"id": s.rec["id"], **row}
    return [rows[r["id"]] for r in recs]


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--classes", nargs="+", metavar="FILE CLASS")
    ap.add_argument("--scenarios")
    ap.add_argument("--out")
    ap.add_argument("--waiters", type=int, default=3)
    ap.add_argument("--timeout", type=float, default=1.0)
    ap.add_argument("--repeat", type=int, default=2)
    ap.add_argument("--batch", type=int, default=4, help="scenarios run at once (threads: WAITERS per scenario + 1; the sandbox user's process limit counts threads)")
    opts = ap.parse_args(argv)
    root = os.path.realpath(os.getcwd())
    if root not in sys.path:
        sys.path.insert(0, root)
    if opts.classes:
        if len(opts.classes) < 2:
            ap.error("--classes needs a file and at least one class")
        try:
            found = {"classes": classes(root, opts.classes[0], opts.classes[1:])}
        except Exception as exc:  # noqa: BLE001
            found = {"classes": [], "error": f"{type(exc).__name__}: {exc}"}
        print(json.dumps(found))
        return
    if not opts.scenarios or not opts.out:
        ap.error("--scenarios and --out are required (or --classes FILE CLASS...)")
    recs = read_jsonl(opts.scenarios)
    real_stdout = os.dup(1)
    keep = _rp.silence_output()
    try:
        rows = scenarios(root, recs, opts.waiters, opts.timeout, opts.repeat, max(1, opts.batch))
    except Exception as exc:  # noqa: BLE001
        keep.write(f"wakeup: {type(exc).__name__}: {exc}\n")
        keep.flush()
        os._exit(1)
    with open(opts.out, "w", encoding="utf-8") as fh:
        for row in rows:
            fh.write(json.dumps(row) + "\n")
    counts = {}
    for row in rows:
        counts[row["verdict"]] = counts.get(row["verdict"], 0) + 1
    os.write(real_stdout, (json.dumps({"counts": counts}) + "\n").encode())
    # a waiter left blocked in repository code must not keep the process alive
    os._exit(0)


if __name__ == "__main__":
    main()
