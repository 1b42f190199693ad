"""Level E property/fuzz inputs for the changed functions (run inside the sandbox, pre-edit tree).

This module only *generates* inputs; ``replay`` executes them, once per tree, in separate
sandboxed processes (the same package cannot be imported twice in one process, and candidate
code must never share a process with the pre-edit code or with the comparison). The activity
(activities/fuzz.ts) compares the two behaviour streams.

Usage (cwd = a copy of the pre-edit tree):
  python -m patchgate_tools.fuzz generate --observed OBS.jsonl --targets T.json --seed S
         --start-iteration K --iterations N --out PROBES.jsonl
      Iteration i (K <= i < K+N) draws one argument tuple for target ``i mod #fuzzable`` from a
      Hypothesis strategy with its own seed sha256(S:i), so every input depends only on (S, i):
      chunks can be run in any split and a resumed run continues exactly where it stopped.
      Strategies come from the observed argument values (the calls recorded while the tests
      ran) and, for parameters never observed, from type hints:
        int      integers near the observed values (+-100) and wide ones (up to 100x the largest
                 observed magnitude, at least 1e6, at most 1e12), keeping the observed sign
                 domain (never negative if no negative value was observed, likewise positive)
        float    the same with floats (no NaN/inf)
        Decimal  decimals with the observed number of places, near and wide, same sign rule
        str      numeric strings (if every observed string is a number) or text over the
                 observed characters plus ASCII letters/digits/punctuation, lengths near observed
        list / tuple / dataclass  built from their observed elements / fields
        dict     with string keys: a record, each key's values drawn from what was observed under
                 that key (keys always present stay present); other dicts from pooled elements
        other    one of the observed values
      Optional parameters are passed only when a test passed them.
  python -m patchgate_tools.fuzz neighbours --f2p F2P.jsonl --out PROBES.jsonl [--max 60]
      For each distinct FAIL_TO_PASS call of a changed function: the exact input plus its
      neighbours — one argument perturbed at a time (ints +-1,2,3,5,7,10,50,100,1000, x2, //2,
      negation; decimals/floats also +-0.5,0.1,0.01; numeric strings as numbers; other strings
      by small edits; containers and dataclasses element/field-wise) and coupled pairs of
      numeric arguments (a+d, b-d) and (2a, b/2), (a/2, 2b), so a boundary on a sum or a product
      is not mistaken for an isolated point.

Counterexample rules (applied by activities/fuzz.ts to the two replays; false positives on a
correct fix are the worst outcome, so every rule needs a stable pre-edit behaviour):
  crash             the pre-edit returned and the candidate raised an exception that no
                    ``raise`` statement of the repository raised (see replay.is_deliberate),
                    timed out (while the pre-edit took under a fifth of the timeout) or killed
                    the process;
  new exception     the pre-edit raised deliberately (the input is in its validated domain) and
                    the candidate crashed with a different, non-deliberate exception type;
  far divergence    the candidate behaves differently on an unchanged-contract input — an
                    argument tuple a PASS_TO_PASS test that passed on the pre-edit tree gave the
                    function (the pre-edit was observed correct there, far from the bug's
                    inputs), when the fresh pre-edit replay reproduces what the test recorded.
                    These are the first iterations of the budget (at most a quarter of it).
                    Divergences on generated inputs are only counted: a fix is *supposed* to
                    change behaviour, and without an oracle a generated input cannot tell a fix
                    from a regression;
  special-casing    (generalization probe) on every exact FAIL_TO_PASS input where the candidate
                    returns a different value than the pre-edit, the candidate matches the
                    pre-edit on all of at least 20 valid neighbours (neighbours where the
                    pre-edit returned stably). Inputs where the pre-edit raised (crash fixes are
                    legitimately narrow) and inputs with fewer than two non-degenerate scalar
                    arguments (a one-argument boundary fix `>` -> `>=` is behaviourally
                    indistinguishable from a special case) are not judged; one judged input
                    whose neighbourhood changes clears the probe.
Every rule needs the pre-edit behaviour to be stable (the same on both runs of the input) and
both trees to be able to run the input: a call that no longer fits the candidate's signature,
or arguments one tree cannot unpickle, are skipped, never counted against the candidate. When
no changed function can be given generated inputs, the attack reports ``not_run``.
"""
import argparse
import dataclasses
import hashlib
import inspect
import json
import os
import pickle
import string
import sys
import typing
from decimal import Decimal, InvalidOperation
from fractions import Fraction
from random import Random

from .recorded import dump_args, load_args, read_jsonl
from . import replay as _rp

WIDE_MIN = 10**6
WIDE_MAX = 10**12


# ----------------------------------------------------------------------------- strategies

def _numeric_str(s):
    try:
        d = Decimal(s.strip())
    except (InvalidOperation, ValueError):
        return None
    return d if d.is_finite() else None


def _places(d):
    exp = d.as_tuple().exponent
    return max(0, -exp) if isinstance(exp, int) else 0


def _bounds(values):
    big = max((abs(v) for v in values), default=0)
    wide = int(min(max(WIDE_MIN, big * 100), WIDE_MAX))
    lo = 0 if all(v >= 0 for v in values) else -wide
    hi = 0 if all(v <= 0 for v in values) else wide
    if lo == hi == 0:
        lo, hi = 0, wide
    return lo, hi


def _clip(lo, hi):
    return lambda x: min(max(x, lo), hi)


def from_observed(values, st):
    """A strategy covering `values` (a non-empty list of observed argument values)."""
    groups = {}
    for v in values:
        groups.setdefault(_kind(v), []).append(v)
    options = []
    for kind, vals in sorted(groups.items()):
        s = _strategy_for_group(kind, vals, st)
        if s is not None:
            options.append(s)
    if not options:
        return _sample(values, st)
    return options[0] if len(options) == 1 else st.one_of(*options)


def _kind(v):
    if v is None:
        return "none"
    if isinstance(v, bool):
        return "bool"
    if isinstance(v, int) and type(v) is int:
        return "int"
    if type(v) is float:
        return "float"
    if type(v) is Decimal:
        return "decimal" if v.is_finite() else "other"
    if type(v) is str:
        return "numstr" if _numeric_str(v) is not None else "str"
    if type(v) is bytes:
        return "bytes"
    if type(v) in (list, tuple):
        return type(v).__name__
    if type(v) is dict:
        return "dict"
    if dataclasses.is_dataclass(v) and not isinstance(v, type):
        return "dataclass:" + _rp._qualname(type(v))
    return "other"


def _sample(values, st):
    blobs = []
    for v in values:
        try:
            blobs.append(pickle.dumps(v, protocol=pickle.HIGHEST_PROTOCOL))
        except Exception:
            pass
    blobs = sorted(set(blobs))
    if not blobs:
        return None
    return st.sampled_from(blobs).map(pickle.loads)


def _strategy_for_group(kind, vals, st):
    if kind == "none":
        return st.none()
    if kind == "bool":
        return st.booleans()
    if kind == "int":
        lo, hi = _bounds(vals)
        near = st.tuples(st.sampled_from(sorted(set(vals))), st.integers(-100, 100)).map(lambda t: t[0] + t[1]).map(_clip(lo, hi))
        return st.one_of(near, st.integers(lo, hi), st.sampled_from(sorted(set(vals))))
    if kind == "float":
        lo, hi = _bounds(vals)
        near = st.tuples(st.sampled_from(sorted(set(vals))), st.floats(-100, 100, allow_nan=False, allow_infinity=False)).map(lambda t: t[0] + t[1]).map(_clip(lo, hi))
        return st.one_of(near, st.floats(lo, hi, allow_nan=False, allow_infinity=False))
    if kind in ("decimal", "numstr"):
        decs = [v if kind == "decimal" else _numeric_str(v) for v in vals]
        places = min(max(_places(d) for d in decs), 6)
        lo, hi = _bounds(decs)
        q = Decimal(1).scaleb(-places)
        near = st.tuples(st.sampled_from(sorted(set(decs))), st.decimals(-100, 100, places=places)).map(lambda t: (t[0] + t[1]).quantize(q)).map(_clip(Decimal(lo), Decimal(hi)))
        wide = st.decimals(lo, hi, places=places)
        s = st.one_of(near, wide, st.sampled_from(sorted(set(decs))))
        return s if kind == "decimal" else s.map(lambda d: format(d, "f"))
    if kind == "str":
        chars = sorted(set("".join(vals)) | set(string.ascii_letters + string.digits + " -_.,"))
        lens = [len(v) for v in vals]
        return st.one_of(st.sampled_from(sorted(set(vals))), st.text(alphabet=chars, min_size=min(lens), max_size=max(lens) + 4))
    if kind == "bytes":
        return st.binary(max_size=max(len(v) for v in vals) + 4)
    if kind in ("list", "tuple"):
        elems = [e for v in vals for e in v]
        lens = [len(v) for v in vals]
        if not elems:
            s = st.just([])
        else:
            s = st.lists(from_observed(elems, st), min_size=min(lens), max_size=max(lens) + 3)
        return s if kind == "list" else s.map(tuple)
    if kind == "dict":
        keys = sorted({k for v in vals for k in v}, key=repr)
        if not keys:
            return _sample(vals, st)
        if all(type(k) is str for k in keys) and len(keys) <= 40:
            # a record: each field keeps the kinds of values observed under its own key (a
            # timestamp stays a number, a name a string), fields always present stay present
            per_key = {k: from_observed([v[k] for v in vals if k in v], st) for k in keys}
            required = {k: per_key[k] for k in keys if all(k in v for v in vals)}
            optional = {k: per_key[k] for k in keys if k not in required}
            return st.one_of(_sample(vals, st), st.fixed_dictionaries(required, optional=optional))
        vvals = [x for v in vals for x in v.values()]
        if not vvals:
            return _sample(vals, st)
        gen = st.dictionaries(st.sampled_from(keys), from_observed(vvals, st), max_size=max(len(v) for v in vals) + 2)
        return st.one_of(_sample(vals, st), gen)
    if kind.startswith("dataclass:"):
        return _dataclass_strategy(vals, st)
    return _sample(vals, st)


def _dataclass_strategy(vals, st):
    cls = type(vals[0])
    fallback = vals[0]
    per_field = {}
    for f in dataclasses.fields(cls):
        if not f.init:
            continue
        per_field[f.name] = from_observed([getattr(v, f.name) for v in vals], st)

    def build(kw):
        try:
            return cls(**kw)
        except Exception:  # the class validates its fields: stay in its domain
            return pickle.loads(pickle.dumps(fallback))
    return st.one_of(_sample(vals, st), st.fixed_dictionaries(per_field).map(build))


def from_hint(hint, st, depth=0):
    if depth > 3 or hint is None:
        return None
    origin = typing.get_origin(hint)
    args = typing.get_args(hint)
    if hint is type(None):
        return st.none()
    if hint is bool:
        return st.booleans()
    if hint is int:
        return st.one_of(st.integers(-1000, 1000), st.integers(0, WIDE_MIN))
    if hint is float:
        return st.floats(-WIDE_MIN, WIDE_MIN, allow_nan=False, allow_infinity=False)
    if hint is Decimal:
        return st.decimals(-WIDE_MIN, WIDE_MIN, places=2)
    if hint is str:
        return st.text(alphabet=string.ascii_letters + string.digits + " -_.,", max_size=20)
    if hint is bytes:
        return st.binary(max_size=20)
    if origin in (typing.Union, getattr(__import__("types"), "UnionType", None)) and args:
        opts = [from_hint(a, st, depth + 1) for a in args]
        opts = [o for o in opts if o is not None]
        return st.one_of(*opts) if opts else None
    if origin in (list, typing.List) and args:
        e = from_hint(args[0], st, depth + 1)
        return st.lists(e, max_size=5) if e is not None else None
    if origin in (tuple, typing.Tuple) and args:
        if len(args) == 2 and args[1] is Ellipsis:
            e = from_hint(args[0], st, depth + 1)
            return st.lists(e, max_size=5).map(tuple) if e is not None else None
        parts = [from_hint(a, st, depth + 1) for a in args]
        return st.tuples(*parts) if all(p is not None for p in parts) else None
    if origin in (dict, typing.Dict) and len(args) == 2:
        k, v = from_hint(args[0], st, depth + 1), from_hint(args[1], st, depth + 1)
        return st.dictionaries(k, v, max_size=4) if k is not None and v is not None else None
    return None


class Plan:
    """How to draw one call of a target: a strategy per passed parameter."""

    def __init__(self, file, entity):
        self.file, self.entity = file, entity
        self.fuzzable = False
        self.reason = ""
        self.params = []  # (name, how: 'pos'|'kw'|'varpos'|'varkw', strategy)


def plan_target(root, file, entity, observed, st):
    try:
        return _plan_target(root, file, entity, observed, st)
    except Exception as exc:  # an odd observed value must not end the attack on the other targets
        plan = Plan(file, entity)
        plan.reason = f"cannot derive strategies: {type(exc).__name__}: {_rp.short(str(exc), 200)}"
        return plan


def _plan_target(root, file, entity, observed, st):
    plan = Plan(file, entity)
    try:
        fn = _rp.resolve(root, file, entity)
        sig = inspect.signature(fn)
    except Exception as exc:
        plan.reason = f"cannot inspect: {_rp.short(str(exc), 200)}"
        return plan
    try:
        hints = typing.get_type_hints(fn)
    except Exception:
        hints = {}
    seen = {}
    for args, kwargs in observed:
        try:
            bound = sig.bind(*args, **kwargs)
        except TypeError:
            continue
        for name, value in bound.arguments.items():
            seen.setdefault(name, []).append(value)
    positional_ok = True
    for name, p in sig.parameters.items():
        if p.kind == p.VAR_POSITIONAL:
            if name in seen:
                plan.params.append((name, "varpos", _sample(seen[name], st)))
            continue
        if p.kind == p.VAR_KEYWORD:
            if name in seen:
                plan.params.append((name, "varkw", _sample(seen[name], st)))
            continue
        if name in seen:
            strat = from_observed(seen[name], st)
        elif p.default is not p.empty:
            positional_ok = False  # later positional parameters must go by keyword
            continue
        else:
            strat = from_hint(hints.get(name), st)
        if strat is None:
            plan.reason = f"no observed value or usable type hint for parameter {name!r}"
            return plan
        how = "kw" if p.kind == p.KEYWORD_ONLY or (not positional_ok and p.kind != p.POSITIONAL_ONLY) else "pos"
        plan.params.append((name, how, strat))
    plan.fuzzable = True
    return plan


def draw_call(plan, seed, st):
    """One (args, kwargs) for `plan`, determined by `seed` alone."""
    strat = st.tuples(*[s for _, _, s in plan.params]) if plan.params else st.just(())
    values = _draw(strat, seed)
    args, kwargs = [], {}
    for (name, how, _), v in zip(plan.params, values):
        if how == "pos":
            args.append(v)
        elif how == "kw":
            kwargs[name] = v
        elif how == "varpos":
            args.extend(v)
        else:
            kwargs.update(v)
    return tuple(args), kwargs


def _draw(strategy, seed):
    # Hypothesis's own data source, driven by a private Random: deterministic per seed.
    from hypothesis.control import BuildContext
    from hypothesis.internal.conjecture.data import ConjectureData
    data = ConjectureData(random=Random(seed))
    with BuildContext(data, wrapped_test=lambda: None):
        return data.draw(strategy)


def iteration_seed(seed, i, attempt=0):
    return int.from_bytes(hashlib.sha256(f"{seed}:{i}:{attempt}".encode()).digest()[:8], "big")


def cmd_generate(opts):
    import warnings
    warnings.simplefilter("ignore")
    import hypothesis.strategies as st
    root = os.path.realpath(os.getcwd())
    targets = json.load(open(opts.targets, encoding="utf-8"))
    for t in targets:  # puts the package roots on sys.path, so the observed pickles load
        try:
            _rp.resolve(root, t["file"], t["entity"])
        except Exception:
            pass
    observed = {}
    for rec in read_jsonl(opts.observed) if opts.observed else []:
        if rec.get("test"):
            _rp.add_path(_rp.test_root(root, rec["test"]))
        loaded = load_args(rec)
        if loaded is not None:
            observed.setdefault((rec["file"], rec["entity"]), []).append(loaded)
    plans = []
    summary = {"targets": [], "generated": 0, "failed": 0}
    for t in targets:
        plan = plan_target(root, t["file"], t["entity"], observed.get((t["file"], t["entity"]), []), st)
        summary["targets"].append({"file": t["file"], "entity": t["entity"], "fuzzable": plan.fuzzable, "reason": plan.reason})
        if plan.fuzzable:
            plans.append(plan)
    with open(opts.out, "w", encoding="utf-8") as out:
        if plans:
            for i in range(opts.start_iteration, opts.start_iteration + opts.iterations):
                plan = plans[i % len(plans)]
                rec = None
                for attempt in range(3):
                    try:
                        args, kwargs = draw_call(plan, iteration_seed(opts.seed, i, attempt), st)
                        rec = {"id": f"g{i}", "i": i, "file": plan.file, "entity": plan.entity,
                               "args": dump_args(args, kwargs), "argsRepr": _rp.call_repr(plan.entity, args, kwargs)}
                        break
                    except Exception:
                        continue
                if rec is None:
                    summary["failed"] += 1
                    continue
                out.write(json.dumps(rec) + "\n")
                summary["generated"] += 1
    return summary


# ----------------------------------------------------------------------------- neighbours

INT_DELTAS = [1, -1, 2, -2, 3, -3, 5, -5, 7, -7, 10, -10, 50, -50, 100, -100, 1000, -1000]
DEC_DELTAS = [Decimal(x) for x in ["1", "-1", "0.5", "-0.5", "0.1", "-0.1", "0.01", "-0.01", "2", "-2", "3", "-3", "5", "-5", "10", "-10"]]


def variants(v):
    """Nearby values of the same type, deterministic order, without `v` itself."""
    out = []
    if isinstance(v, bool):
        out = [not v]
    elif type(v) is int:
        out = [v + d for d in INT_DELTAS] + [v * 2, v // 2, -v]
    elif type(v) is float:
        out = [v + float(d) for d in DEC_DELTAS] + [v * 2, v / 2, -v]
    elif type(v) is Decimal and v.is_finite():
        out = [v + d for d in DEC_DELTAS] + [v * 2, v / 2, -v]
    elif type(v) is Fraction:
        out = [v + Fraction(d) for d in DEC_DELTAS] + [v * 2, v / 2, -v]
    elif type(v) is str:
        d = _numeric_str(v)
        if d is not None:
            out = [format(x, "f") for x in variants(d)]
        else:
            out = [v + "a", v[:-1], v[1:], v.upper(), v.lower(), v.swapcase(), v + " ", " " + v, v * 2, v[::-1]]
            out += [v[:k] + chr(ord(v[k]) + 1) + v[k + 1:] for k in range(min(len(v), 5)) if ord(v[k]) < 0x10FFFF]
    elif type(v) in (list, tuple):
        seq = list(v)
        for k, e in enumerate(seq[:5]):
            for ev in variants(e)[:4]:
                out.append(seq[:k] + [ev] + seq[k + 1:])
        if seq:
            out += [seq + [seq[-1]], seq[:-1]]
        out = [type(v)(x) for x in out]
    elif type(v) is dict:
        for k in list(v)[:5]:
            for vv in variants(v[k])[:4]:
                c = dict(v)
                c[k] = vv
                out.append(c)
    elif dataclasses.is_dataclass(v) and not isinstance(v, type):
        for f in dataclasses.fields(v):
            if not f.init:
                continue
            for fv in variants(getattr(v, f.name))[:4]:
                try:
                    out.append(dataclasses.replace(v, **{f.name: fv}))
                except Exception:
                    pass
    uniq, seen = [], {_rp.canon(v)}
    for x in out:
        c = _rp.canon(x)
        if c not in seen:
            seen.add(c)
            uniq.append(x)
    return uniq


def _as_number(v):
    if isinstance(v, bool):
        return None
    if type(v) in (int, float, Decimal, Fraction):
        return v if not (type(v) is Decimal and not v.is_finite()) else None
    if type(v) is str:
        return _numeric_str(v)
    return None


def _from_number(template, x):
    if type(template) is str:
        return format(Decimal(x), "f")
    if type(template) is int:
        return int(x)
    return type(template)(x)


def degenerate(v):
    if v is None or isinstance(v, bool):
        return True
    n = _as_number(v)
    if n is not None:
        return n in (0, 1, -1)
    if isinstance(v, (str, bytes, list, tuple, dict)):
        return len(v) == 0
    return False


def scalar(v):
    return _as_number(v) is not None or type(v) is str


def coupled(a, b):
    """Pairs that keep a + b or a * b (for numeric a, b): boundary fixes on sums/products move along them."""
    na, nb = _as_number(a), _as_number(b)
    if na is None or nb is None:
        return []
    out = []
    for d in (1, 2, 5, 10):
        out.append((na + d, nb - d))
        out.append((na - d, nb + d))
    if type(na) is not int or na % 2 == 0:
        out.append((na / 2 if type(na) is not int else na // 2, nb * 2))
    if type(nb) is not int or nb % 2 == 0:
        out.append((na * 2, nb / 2 if type(nb) is not int else nb // 2))
    res = []
    for x, y in out:
        try:
            res.append((_from_number(a, x), _from_number(b, y)))
        except Exception:
            pass
    return res


def neighbours_of(args, kwargs, limit):
    slots = [("pos", k) for k in range(len(args))] + [("kw", k) for k in kwargs]

    def get(slot):
        return args[slot[1]] if slot[0] == "pos" else kwargs[slot[1]]

    def put(changes):
        a, kw = list(args), dict(kwargs)
        for slot, val in changes:
            if slot[0] == "pos":
                a[slot[1]] = val
            else:
                kw[slot[1]] = val
        return tuple(a), kw

    per_slot = [[put([(s, v)]) for v in variants(get(s))] for s in slots]
    out = []
    # round-robin over arguments so every argument gets perturbed before the limit is reached
    for k in range(max((len(p) for p in per_slot), default=0)):
        for p in per_slot:
            if k < len(p):
                out.append(p[k])
    nums = [s for s in slots if _as_number(get(s)) is not None]
    for i in range(len(nums)):
        for j in range(i + 1, len(nums)):
            for x, y in coupled(get(nums[i]), get(nums[j])):
                out.append(put([(nums[i], x), (nums[j], y)]))
    uniq, seen = [], {_rp.canon((args, kwargs))}
    for a, kw in out:
        c = _rp.canon((a, kw))
        if c not in seen:
            seen.add(c)
            uniq.append((a, kw))
    return uniq[:limit]


def cmd_neighbours(opts):
    root = os.path.realpath(os.getcwd())
    groups, summary = {}, {"groups": []}
    for rec in read_jsonl(opts.f2p):
        if rec.get("test"):
            _rp.add_path(_rp.test_root(root, rec["test"]))
        key = (rec["file"], rec["entity"], rec["args"])
        if key not in groups:
            groups[key] = rec
    with open(opts.out, "w", encoding="utf-8") as out:
        for j, (key, rec) in enumerate(groups.items()):
            try:
                _rp.resolve(root, rec["file"], rec["entity"])  # imports the classes the pickles name
            except Exception:
                pass
            loaded = load_args(rec)
            if loaded is None:
                continue
            args, kwargs = loaded
            values = _rp.arg_values(args, kwargs)
            is_method = "." in rec["entity"] and args and not scalar(args[0])
            judged = [v for v in (values[1:] if is_method else values) if scalar(v) and not degenerate(v)]
            nbrs = neighbours_of(args, kwargs, opts.max)
            base = {"file": rec["file"], "entity": rec["entity"], "test": rec.get("test")}
            out.write(json.dumps({**base, "id": f"x{j}", "group": j, "role": "exact", "args": rec["args"],
                                  "argsRepr": rec.get("argsRepr") or _rp.call_repr(rec["entity"], args, kwargs)}) + "\n")
            for k, (a, kw) in enumerate(nbrs):
                try:
                    blob = dump_args(a, kw)
                except Exception:
                    continue
                out.write(json.dumps({**base, "id": f"x{j}.n{k}", "group": j, "role": "neighbour", "args": blob,
                                      "argsRepr": _rp.call_repr(rec["entity"], a, kw)}) + "\n")
            summary["groups"].append({"group": j, "file": rec["file"], "entity": rec["entity"], "test": rec.get("test"),
                                      "argsRepr": rec.get("argsRepr"), "scalarArgs": len(judged), "neighbours": len(nbrs)})
    return summary


def main(argv=None):
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    g = sub.add_parser("generate")
    g.add_argument("--observed")
    g.add_argument("--targets", required=True)
    g.add_argument("--seed", type=int, required=True)
    g.add_argument("--start-iteration", type=int, default=0)
    g.add_argument("--iterations", type=int, required=True)
    g.add_argument("--out", required=True)
    n = sub.add_parser("neighbours")
    n.add_argument("--f2p", required=True)
    n.add_argument("--out", required=True)
    n.add_argument("--max", type=int, default=60)
    opts = ap.parse_args(argv)
    root = os.path.realpath(os.getcwd())
    if root not in sys.path:
        sys.path.insert(0, root)
    # repository code imported for signatures and unpickling must not write into our JSON
    real_stdout = os.dup(1)
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, 1)
    sys.stdout = open(os.devnull, "w")
    summary = (cmd_generate if opts.cmd == "generate" else cmd_neighbours)(opts)
    os.write(real_stdout, (json.dumps(summary) + "\n").encode())
    os._exit(0)


if __name__ == "__main__":
    main()
