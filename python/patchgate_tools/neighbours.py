"""Neighbours of recorded calls, for the generalization and deletion attacks (run inside the sandbox,
on a copy of the pre-edit tree; issue 10 items 2-3).

Usage: python -m patchgate_tools.neighbours --calls CALLS.jsonl --out PROBES.jsonl [--max-keep 40] [--max-cross 30]

Each line of CALLS is a recorded call {"group", "file", "entity", "args", "argsRepr", "test"}.
For each, OUT receives the exact call (role "exact") and its neighbours: the call with one argument
(or a coupled pair) perturbed. Every neighbour says which relation it keeps:

* role "keep" — the neighbour keeps the shape of the input and the relations between its
  arguments: same types; numbers keep their sign and are never moved onto/off zero; decimals and
  numeric strings keep their number of places (and leading zeros); strings keep their length and
  the class of every character (a letter stays a letter of the same case, a digit a digit), or
  grow/shrink by one character of the same class; dates move by a day, a week, a month or a year;
  containers keep their element types, or grow/shrink by one element; arguments equal to each
  other stay equal (both move together); orderings between numeric arguments are kept. Arguments
  equal to a literal of the function's own source (a boundary constant of the code) are held: a
  boundary fix that matters only where an input equals a code constant is not a special case.
  A correct fix's change shows on these neighbours too; a special case's does not.
* role "repr" — the same value in another representation the pre-edit accepts: an int, a Decimal,
  an exactly equal float or a numeric string for a number, a decimal written with one more zero
  place ("2.3350" for "2.335"); a tuple for a list and back; the items of a list or of a
  comma-separated text with the first moved last (role "repr", transform "as-rotated": the
  result is the same or holds the same items in another order where the pre-edit handles the
  items independently of where they stand). Where the
  pre-edit treats both alike, a complete fix does too.
* role "rename" — a string of the input (a name, a key, a label: data, not one of the code's own
  literals) replaced everywhere by a fresh string of the same shape. Where the function passes
  such data through, its result must rename alike; a table of the tested names does not.
* role "aim" (with --aims) — one part of the input set to a value the attack aims at: a constant a
  sibling's condition names (a limit), or a value the reproducer tested, or another number or day
  the input carries (equalized: today set to the due day, a count to a field's minimum), or another
  number it carries offset by an aimed limit (`now` set to `post.created + 900`); the transplant attack
  (activities/fuzz.ts) runs these where a flaw left in a sibling would show.
* role "analogue" (with --analogues) — a numeric argument moved to another value of the same role
  in the data the call carries (the other limits of a rate table, the other cutoffs of a grading
  scale): where a fix at one of them must show at the others too.
* role "table" — a string argument holding one member of a table of strings the function reads
  (a module-level tuple, list, set or dict it names, or a literal collection in its own source:
  the units of a parser, the names of levels) with that member replaced by each other member of
  the same table ("250ms" -> "250us", "250s"): the same role in the code's own data, so where the
  pre-edit crashed alike on both, a fix of the rule leaves neither crashing.
* role "entry" (with --entries) — the same recorded arguments given to another function of the
  same class (a method) or module that can take them (``remaining(self, token)`` beside
  ``verify(self, token)``): a second entry point holding the same check, where a partial fix
  leaves the reported rejection in place.
* role "vary" (with --vary) — one input the candidate's function stops reading (a parameter, its
  default where the call left it out, or a receiver field such as `self.max_plots`) moved up and
  down by one, doubled, halved, ten times or to zero, or a flag flipped: where the pre-edit's behaviour moves with it
  and the candidate's does not, the candidate wrote a tested value where the input stood.
* role "nudge" (with --nudge) — one number or day of the input moved by a hair, down and up (a
  float or a fraction by a billionth of its size, an int by one, a day by one day, a time by one
  second; row fields "path" and "sign"): where the two trees differ on the call itself and agree
  again on both sides of every part whose move matters, the change is confined to a point where
  two values are equal — the shape of a boundary fix (domain/behaviour/boundaryPoint.ts).
* role "cross" — the neighbour crosses a relation on purpose: a sign flip, zero, half a step off an
  integer argument (a float between two whole numbers), an equality broken,
  an ordering reversed, a case flipped, whitespace added, an empty value, a non-numeric string where
  a number was, a container reversed or emptied; and one number of the input (a whole-number
  argument, or a number written inside a text: `2:10:03`) set onto a limit the function's own
  comparisons name, or one past it (`2:60:03` beside `v >= 60`); and a category swapped: a field
  of an object argument (`user.role`) or a text argument set to each other string the
  repository's code compares that name with (`"auctioneer"` beside `"bidder"`). These are where validations live:
  the deletion attack looks here for inputs the pre-edit rejected on purpose and the candidate no
  longer does.
* with --nudge-coarse, role "nudge" a thousand hairs (a millionth of the size; floats, fractions
  and decimals only): a moved threshold confirmed, where a float tolerance has ended.

Deterministic: the same calls give the same neighbours, in the same order.
"""
import argparse
import ast
import copy
import dataclasses
import datetime
import inspect
import json
import math
import os
import re
import sys
import textwrap
import types
from decimal import Decimal, InvalidOperation
from fractions import Fraction

from . import observe as _ob
from .recorded import dump_args, load_args, read_jsonl
from . import replay as _rp


# ----------------------------------------------------------------------------- value kinds

def numeric_str(s):
    if not isinstance(s, str) or not s.strip():
        return None
    try:
        d = Decimal(s.strip())
    except (InvalidOperation, ValueError):
        return None
    return d if d.is_finite() else None


def places(d):
    exp = d.as_tuple().exponent
    return max(0, -exp) if isinstance(exp, int) else 0


def as_number(v):
    if isinstance(v, bool):
        return None
    if type(v) in (int, float, Fraction):
        return v
    if type(v) is Decimal:
        return v if v.is_finite() else None
    return None


def degenerate(v):
    if v is None or isinstance(v, bool):
        return True
    n = as_number(v) if not isinstance(v, str) else numeric_str(v)
    if n is not None:
        return n in (0, 1, -1)
    if isinstance(v, (str, bytes, list, tuple, dict)):
        return len(v) == 0
    return False


def scalar(v):
    return as_number(v) is not None or type(v) is str


def sign(x):
    return (x > 0) - (x < 0)


def shape_of(v):
    """The coarse shape of one argument: its type and, for numbers, its sign (the deletion attack's
    notion of "an input like the reproducer's")."""
    if v is None:
        return "none"
    if isinstance(v, bool):
        return "bool"
    n = as_number(v)
    if n is not None:
        return f"{type(v).__name__}{'+-0'[[1, -1, 0].index(sign(n))]}"
    if type(v) is str:
        d = numeric_str(v)
        if d is not None:
            return f"numstr{'+-0'[[1, -1, 0].index(sign(d))]}"
        return "str" if v else "str:empty"
    if isinstance(v, (list, tuple, dict, set, frozenset, bytes)):
        return f"{type(v).__name__}{'' if len(v) else ':empty'}"
    return f"obj:{type(v).__name__}"


def call_shape(args, kwargs, skip_first):
    parts = [shape_of(a) for a in (args[1:] if skip_first else args)] + [f"{k}={shape_of(v)}" for k, v in sorted(kwargs.items())]
    return ",".join(parts)


# ----------------------------------------------------------------------------- variants of one value

INT_STEPS = [1, -1, 2, -2, 3, -3, 5, -5, 7, -7, 10, -10, 100, -100]
FLOAT_STEPS = [0.5, -0.5, 0.1, -0.1, 1.0, -1.0, 2.0, -2.0, 10.0, -10.0]


def _same_sign(new, old):
    return sign(new) == sign(old)


def _num_keep(v):
    """Relation-keeping variants of a number: same type, same sign, never onto or off zero."""
    if v == 0:
        return []
    out = []
    if type(v) is int:
        cands = [v + d for d in INT_STEPS] + [v * 2, v // 2 if abs(v) > 1 else v]
    elif type(v) is float:
        cands = [v + d for d in FLOAT_STEPS] + [v * 2, v / 2]
    elif type(v) is Decimal:
        p = places(v)
        unit = Decimal(1).scaleb(-p)
        q = lambda x: x.quantize(unit)
        cands = [q(v + unit * k) for k in (1, -1, 2, -2, 3, -3, 5, -5, 10, -10, 100, -100)] + [q(v + 1), q(v - 1), q(v * 2), q(v / 2)]
    elif type(v) is Fraction:
        cands = [v + Fraction(d) for d in (1, -1, Fraction(1, 2), Fraction(-1, 2), 2, -2)] + [v * 2, v / 2]
    else:
        return []
    for c in cands:
        if c != v and _same_sign(c, v):
            out.append(c)
    return out


def _num_cross(v):
    out = []
    if v != 0:
        out.append(("neg", -v))
        out.append(("zero", type(v)(0)))
    else:  # zero has no relation-keeping neighbour; its nonzero neighbours cross the relation
        out += [("nonzero", type(v)(1)), ("nonzero", type(v)(-1)), ("nonzero", type(v)(10))]
    return out


def _str_class_step(ch):
    if "a" <= ch <= "y" or "A" <= ch <= "Y":
        return chr(ord(ch) + 1)
    if ch in "zZ":
        return chr(ord(ch) - 1)
    if "0" <= ch <= "8":
        return chr(ord(ch) + 1)
    if ch == "9":
        return "8"
    if ch.isalpha():
        return "b" if ch.islower() else "B"
    return None


def _same_class_char(ch):
    if ch.isdigit():
        return "5" if ch != "5" else "6"
    if ch.isalpha():
        return ("k" if ch != "k" else "m") if ch.islower() else ("K" if ch != "K" else "M")
    return ch


def _iso_date(s):
    try:
        if len(s) == 10:
            return datetime.date.fromisoformat(s)
        if len(s) >= 16 and s[10] in "T ":
            return datetime.datetime.fromisoformat(s)
    except ValueError:
        return None
    return None


def _shift_month(d, k):
    m = d.month - 1 + k
    y = d.year + m // 12
    m = m % 12 + 1
    import calendar
    day = min(d.day, calendar.monthrange(y, m)[1])
    return d.replace(year=y, month=m, day=day)


def _date_keep(d):
    out = []
    # near days first (they keep the weekday class of most inputs only at ±7), then months and years
    for delta in (datetime.timedelta(days=k) for k in (1, -1, 2, -2, 3, -3, 7, -7)):
        try:
            out.append(d + delta)
        except OverflowError:
            pass
    for k in (1, -1, 12, -12):
        try:
            out.append(_shift_month(d, k))
        except (ValueError, OverflowError):
            pass
    return [x for x in out if x != d]


_QUANTITY = re.compile(r"\s*([0-9]+)([A-Za-z]{1,4})\s*")


def _str_keep(s):
    d = numeric_str(s)
    if d is not None:
        p = places(d)
        width = len(s.strip().lstrip("+-").split(".")[0])
        zero_padded = s.strip().lstrip("+-").startswith("0") and width > 1
        out = []
        for x in _num_keep(d if p else Decimal(int(d))):
            txt = format(x, "f")
            if zero_padded:
                neg = txt.startswith("-")
                body = txt.lstrip("-")
                head, _, tail = body.partition(".")
                body = head.zfill(width) + ("." + tail if tail else "")
                txt = ("-" if neg else "") + body
            if s.strip().startswith("+") and not txt.startswith("-"):
                txt = "+" + txt
            out.append(txt)
        return out
    iso = _iso_date(s)
    if iso is not None:
        return [x.isoformat(sep=s[10]) if isinstance(x, datetime.datetime) else x.isoformat() for x in _date_keep(iso)]
    out = []
    # a whole number followed by a unit ("250ms", "5kg") given with a fraction: the same quantity kind
    m = _QUANTITY.fullmatch(s)
    if m:
        out.append(f"{m.group(1)}.5{m.group(2)}")
    for k in range(min(len(s), 8)):
        for step in (_str_class_step(s[k]), _same_class_char(s[k]) if s[k].isalnum() else None):
            if step is not None and step != s[k]:
                out.append(s[:k] + step + s[k + 1:])
    if s:
        last = s[-1]
        out.append(s + _same_class_char(last) if (last.isalnum()) else s + last)
        if len(s) > 1:
            out.append(s[:-1])
    return [x for x in out if x != s]


def _rotated_items(s):
    """[s with its comma-separated items rotated by one] (commas inside quotes are no separators)."""
    parts, cur, quote = [], [], None
    for ch in s:
        if quote:
            quote = None if ch == quote else quote
        elif ch in "\"'":
            quote = ch
        elif ch == ",":
            parts.append("".join(cur))
            cur = []
            continue
        cur.append(ch)
    parts.append("".join(cur))
    items = [x.strip() for x in parts]
    if quote or len(items) < 2 or not all(items):
        return []
    sep = ", " if all(x.startswith(" ") for x in parts[1:]) else ","
    rotated = sep.join(items[1:] + items[:1])
    return [rotated] if rotated != s else []


def _str_cross(s):
    out = []
    d = numeric_str(s)
    if d is not None:
        if d != 0:
            out.append(("neg", format(-d, "f")))
        out.append(("non-numeric", "abc"))
        out.append(("suffix", s + "x"))
    else:
        for label, x in (("upper", s.upper()), ("lower", s.lower()), ("swapcase", s.swapcase())):
            if x != s:
                out.append((label, x))
        out.append(("space", " " + s + " "))
        if len(s) > 1:
            out.append(("reverse", s[::-1]))
    if s:
        out.append(("empty", ""))
    return [(lbl, x) for lbl, x in out if x != s]


def repr_variants(v):
    """The same value in other representations (see the module docstring)."""
    out = []
    if isinstance(v, bool) or v is None:
        return out
    n = as_number(v)
    if n is not None:
        try:
            if n == int(n):
                out += [("as-int", int(n)), ("as-str", str(int(n)))]
            if type(v) is not Decimal:
                # a float only where the decimal is its exact value (2.25, not 10.6): Python
                # compares a Decimal with a float exactly, so Decimal('10.6') is another number
                if type(v) is float and Decimal(str(v)) == Decimal(v):
                    out.append(("as-decimal", Decimal(str(v))))
                elif type(v) is not float and n == int(n):
                    out.append(("as-decimal", Decimal(int(n))))
            else:
                out.append(("as-str", format(v, "f")))
                # one more (zero) place: the same amount, a code that reads the digits it was
                # written with (`exponent == -3`) tells them apart
                if v.is_finite() and places(v) > 0:
                    out.append(("as-padded", v.quantize(Decimal(1).scaleb(-(places(v) + 1)))))
                f = float(v)
                if Decimal(f) == v:
                    out.append(("as-float", f))
        except (ValueError, OverflowError, InvalidOperation):
            pass
    elif type(v) is str:
        d = numeric_str(v)
        if d is not None and v == v.strip():
            out.append(("as-decimal", d))
            if re.fullmatch(r"[-+]?\d+\.\d+", v):
                out.append(("as-padded", v + "0"))
            elif re.fullmatch(r"[-+]?\d+", v):
                # a whole number written with a decimal place: the same number to a parser
                # ("-0" and "-0.0"); a special case of the tested spelling tells them apart
                out.append(("as-padded", v + ".0"))
            if d == int(d) and "." not in v:
                out.append(("as-int", int(d)))
        elif d is None and not re.fullmatch(r"\s*[-+]?\d+,\d+\s*", v):
            # (a number written with a decimal comma, "-12,5", is one value, not two items)
            out += [("as-rotated", x) for x in _rotated_items(v)]
    elif type(v) is list:
        out.append(("as-tuple", tuple(v)))
        if len(v) >= 2:
            out.append(("as-rotated", v[1:] + v[:1]))
    elif type(v) is tuple and not hasattr(v, "_fields"):
        out.append(("as-list", list(v)))
    return [(lbl, x) for lbl, x in out if x is not None and (type(x) is not type(v) or x != v)]


def keep_variants(v, depth=0):
    return [x for _, x in keep_variants_at(v, depth)]


def keep_variants_at(v, depth=0):
    """Relation-keeping variants of `v`, each with the path of the part that moved ("" for `v`
    itself, "[2]" for an element, "['qty']" for a key, ".qty" for a field, "+len"/"-len")."""
    if depth > 3 or v is None or isinstance(v, bool):
        return []
    if as_number(v) is not None:
        return [("", x) for x in _num_keep(v)]
    if type(v) is str:
        return [("", x) for x in _str_keep(v)]
    if type(v) is bytes:
        return [("", x) for x in ([v + v[-1:]] + ([v[:-1]] if len(v) > 1 else []) if v else [])]
    if type(v) in (datetime.date, datetime.datetime):
        return [("", x) for x in _date_keep(v)]
    if type(v) is datetime.timedelta:
        return [("", v + datetime.timedelta(seconds=s)) for s in (1, -1, 60, 86400)] if v else []
    if type(v) in (list, tuple):
        seq = list(v)
        out = []
        for k, e in enumerate(seq[:4]):
            for path, ev in keep_variants_at(e, depth + 1)[:3]:
                out.append((f"[{k}]{path}", seq[:k] + [ev] + seq[k + 1:]))
        if seq:
            out.append(("+len", seq + [seq[-1]]))
            if depth == 0 and len(seq) > 1:
                # the first element twice: two equal entries ahead of the others (a tie at the top)
                out.append(("+len", seq[:1] + seq))
            if len(seq) > 1:
                out.append(("-len", seq[:-1]))
        return [(p, type(v)(x)) for p, x in out]
    if type(v) is dict:
        out = []
        for k in list(v)[:5]:
            for path, vv in keep_variants_at(v[k], depth + 1)[:3]:
                c = dict(v)
                c[k] = vv
                out.append((f"[{k!r}]{path}", c))
        return out
    if dataclasses.is_dataclass(v) and not isinstance(v, type):
        out = []
        for f in dataclasses.fields(v):
            if not f.init:
                continue
            for path, fv in keep_variants_at(getattr(v, f.name), depth + 1)[:3]:
                try:
                    out.append((f".{f.name}{path}", dataclasses.replace(v, **{f.name: fv})))
                except Exception:
                    pass
        return out
    if _plain_object(v):
        out = []
        for name, x in _public_attrs(v):
            for path, xv in keep_variants_at(x, depth + 1)[:3]:
                c = _with_attr(v, name, xv)
                if c is not None:
                    out.append((f".{name}{path}", c))
        return out
    return []


def _aim_value(leaf, aim):
    """`aim` in the type of `leaf` (an int limit stays an int, a Decimal amount a Decimal), or None."""
    if isinstance(leaf, bool) or isinstance(aim, bool):
        return None
    if isinstance(aim, str):
        return aim if type(leaf) is str and aim != leaf else None
    n = as_number(leaf)
    if n is None or type(leaf) is str:
        return None
    try:
        if type(leaf) is int:
            return int(aim) if float(aim) == int(aim) else None
        if type(leaf) is float:
            return float(aim)
        if type(leaf) is Decimal:
            return Decimal(str(aim))
        if type(leaf) is Fraction:
            return Fraction(str(aim))
    except (ValueError, OverflowError, InvalidOperation):
        return None
    return None


def aim_variants_at(v, aims, depth=0):
    """Variants of `v` with one scalar leaf set to one of `aims`, each with the leaf's path."""
    if depth > 3 or v is None:
        return []
    if scalar(v) or type(v) is str:
        out = []
        for a in aims:
            x = _aim_value(v, a)
            if x is not None and not (type(x) is type(v) and x == v):
                out.append(("", x))
        if type(v) is str:
            out += [(":spliced", x) for x in _spliced(v, aims)]
        return out
    if type(v) in (list, tuple):
        seq = list(v)
        return [(f"[{k}]{p}", type(v)(seq[:k] + [x] + seq[k + 1:])) for k, e in enumerate(seq[:4]) for p, x in aim_variants_at(e, aims, depth + 1)]
    if type(v) is dict:
        out = []
        for k in list(v)[:6]:
            for p, x in aim_variants_at(v[k], aims, depth + 1):
                c = dict(v)
                c[k] = x
                out.append((f"[{k!r}]{p}", c))
        return out
    if dataclasses.is_dataclass(v) and not isinstance(v, type):
        out = []
        for f in dataclasses.fields(v):
            if not f.init:
                continue
            for p, x in aim_variants_at(getattr(v, f.name), aims, depth + 1):
                try:
                    out.append((f".{f.name}{p}", dataclasses.replace(v, **{f.name: x})))
                    continue
                except Exception:
                    pass
                # the pre-edit constructor rejects the aimed value (its own limit check runs in
                # __post_init__): the object is built field by field, as unpickling builds it,
                # so the function under attack meets the value its sibling condition names
                try:
                    c = copy.copy(v)
                    object.__setattr__(c, f.name, x)
                    out.append((f".{f.name}{p}", c))
                except Exception:
                    pass
        return out
    if _plain_object(v):
        out = []
        for name, x0 in _public_attrs(v):
            for p, x in aim_variants_at(x0, aims, depth + 1):
                c = _with_attr(v, name, x)
                if c is not None:
                    out.append((f".{name}{p}", c))
        return out
    return []


_QUOTED = re.compile(r'"[^"]*[,;=][^"]*"|\'[^\']*[,;=][^\']*\'')


def _spliced(text, aims):
    """`text` (a delimited list: `a=1, b=2`) with one item's value replaced by a quoted item of a
    tested text that holds a separator (`"eu-west, primary"`): the reproducer's own trouble, met
    by a sibling parser of the same kind of text. At most two variants."""
    quoted = [m.group(0) for a in aims if isinstance(a, str) for m in _QUOTED.finditer(a)][:2]
    if not quoted or "," not in text or _QUOTED.search(text):
        return []
    parts = text.split(",")
    out = []
    for q in quoted:
        for k, part in enumerate(parts[:2]):
            head, sep, _ = part.partition("=")
            lead = part[:len(part) - len(part.lstrip())]
            parts2 = list(parts)
            parts2[k] = f"{head}={q}" if sep else f"{lead}{q}"
            x = ",".join(parts2)
            if x != text and x not in out:
                out.append(x)
    return out[:2]


def aim_neighbours(args, kwargs, skip_first, aims, limit, first=()):
    """The call with one part of one argument set to an aim value (role "aim"); the `first` aims
    are set in every part before any other aim is (a literal the edit brings in, met in a field
    of an object argument however many fields come before it)."""
    slots = [("pos", k) for k in range(len(args))] + [("kw", k) for k in kwargs]
    out, seen = [], {_ob.canon((args, kwargs))}
    # each first aim alone (its label names it: ` aimed:'*'`), then all of them
    passes = [([a], f" aimed:{_ob.canon(a)}") for a in first] + [(aims, "")]
    for i, (kind, k), (pass_aims, named) in ((i, slot, pa) for pa in passes for i, slot in enumerate(slots)):
        if skip_first and i == 0:
            continue
        value = args[k] if kind == "pos" else kwargs[k]
        for path, x in aim_variants_at(value, pass_aims):
            a, kw = list(args), dict(kwargs)
            if kind == "pos":
                a[k] = x
            else:
                kw[k] = x
            try:
                c = _ob.canon((tuple(a), kw))
            except Exception:
                continue
            if c in seen:
                continue
            seen.add(c)
            out.append(("aim", f"aim@{i}{path}={_rp.short(_ob.canon(x), 30)}{named}", tuple(a), kw, None))
            if len(out) >= limit:
                return out
    # Equalized: two numbers of the input made equal — where a `>=` that should be `>` (or the
    # reverse) shows, whether they are two arguments or two numbers inside one text ("17/20"
    # becomes "20/20").
    values = [args[k] if kind == "pos" else kwargs[k] for kind, k in slots]
    offsets = [a for a in aims if isinstance(a, (int, float)) and not isinstance(a, bool) and a != 0][:4]
    for i, (kind, k) in enumerate(slots):
        if skip_first and i == 0:
            continue
        v = values[i]
        variants = []
        if type(v) is str:
            toks = list(_NUM_TOKEN.finditer(v))
            for x in toks[:4]:
                for y in toks[:4]:
                    if x.group(0) != y.group(0):
                        variants.append((f"equal@{i}:{x.group(0)}={y.group(0)}", v[:x.start()] + y.group(0) + v[x.end():]))
        elif type(v) in (datetime.date, datetime.datetime):
            # a day of the input set to another day it carries (today = the due day): where a
            # day-count bound (`days_left < 0`) that should be `<= 0` shows
            for j, w in enumerate(values):
                if j == i or (skip_first and j == 0):
                    continue
                peers = [("", w)] if type(w) is type(v) else [(p, x) for p, x in _date_leaves(w) if type(x) is type(v)]
                for path, x in peers:
                    if x != v:
                        variants.append((f"equal@{i}={j}{path}", x))
        elif as_number(v) is not None and not isinstance(v, bool):
            for j, w in enumerate(values):
                if j == i or (skip_first and j == 0):
                    continue
                # another number of the input: a whole argument, or a number held inside one (the
                # `minimum` of a field whose `maximum` the reproducer met)
                peers = [("", w)] if as_number(w) is not None and not isinstance(w, bool) else _numeric_leaves(w)
                for path, num in peers:
                    x = _aim_value(v, float(as_number(num)) if type(v) is float else as_number(num))
                    if x is not None:
                        variants.append((f"equal@{i}={j}{path}", x))
                    # offset by an aimed limit from it (`now` set to `post.created + 900`): where
                    # a bound on a difference (`now - post.created < EDIT_WINDOW`) shows
                    for d in offsets:
                        for sg, y in (("+", d), ("-", -d)):
                            try:
                                base = float(as_number(num)) if type(v) is float or isinstance(y, float) else as_number(num)
                                x = _aim_value(v, base + y)
                            except Exception:
                                x = None
                            if x is not None and _same_sign_any(x, v):
                                variants.append((f"offset@{i}={j}{path}{sg}{_rp.short(repr(d), 12)}", x))
        elif v is not None and not isinstance(v, bool):
            # a number inside this argument (a reading in a dict of readings) set to a number
            # another argument — or the receiver — carries inside its records (a zone's threshold
            # in a list of zones): where a bound between the two (`moisture[z.name] < z.dry_below`)
            # that should be inclusive shows, though neither is a whole argument
            peers = []
            for j, w in enumerate(values):
                if j != i:
                    peers += [n for n in _numbers_in([w]) if n not in peers]
            for path, x in aim_variants_at(v, peers[:12]):
                variants.append((f"equal@{i}{path}=peer", x))
        for label, x in variants:
            a, kw = list(args), dict(kwargs)
            if kind == "pos":
                a[k] = x
            else:
                kw[k] = x
            try:
                c = _ob.canon((tuple(a), kw))
            except Exception:
                continue
            if c in seen:
                continue
            seen.add(c)
            out.append(("aim", label, tuple(a), kw, None))
            if len(out) >= limit:
                return out
    return out


_NUM_TOKEN = re.compile(r"\d+(?:\.\d+)?")


def _sequences(v, depth=0, out=None):
    """The lists and tuples of 3+ elements inside `v` (its fields, attributes, containers)."""
    out = [] if out is None else out
    if depth > 3 or len(out) > 20 or v is None or scalar(v):
        return out
    if type(v) in (list, tuple):
        if len(v) >= 3:
            out.append(list(v))
        for e in list(v)[:8]:
            _sequences(e, depth + 1, out)
    elif type(v) is dict:
        for e in list(v.values())[:8]:
            _sequences(e, depth + 1, out)
    elif dataclasses.is_dataclass(v) and not isinstance(v, type):
        for f in dataclasses.fields(v):
            _sequences(getattr(v, f.name, None), depth + 1, out)
    elif _plain_object(v):
        for _, x in _public_attrs(v):
            _sequences(x, depth + 1, out)
    return out


def analogues_of(value, args, kwargs):
    """Values of the same role as `value` in the program's data the call carries: where `value`
    is one element of a sequence (or the same position of its tuples: a bracket's limit, a
    grade's cutoff), the other elements at that position."""
    n = as_number(value)
    if n is None or isinstance(value, bool) or type(value) is str:
        return []
    out = []
    seqs = []
    for part in list(args) + list(kwargs.values()):
        _sequences(part, 0, seqs)
    for seq in seqs:
        for pos in [None] + list(range(4)):
            col = [e if pos is None else (e[pos] if type(e) in (list, tuple) and len(e) > pos else None) for e in seq]
            nums = [as_number(x) if x is not None and not isinstance(x, bool) and type(x) is not str else None for x in col]
            if any(x is None for x in nums) or n not in nums:
                continue
            for x in nums:
                if x != n and x not in out:
                    out.append(x)
    return out[:8]


def analogue_neighbours(args, kwargs, skip_first, limit):
    """The call with one numeric argument moved to each value of the same role in its data (role "analogue")."""
    slots = [("pos", k) for k in range(len(args))] + [("kw", k) for k in kwargs]
    out = []
    for i, (kind, k) in enumerate(slots):
        if skip_first and i == 0:
            continue
        v = args[k] if kind == "pos" else kwargs[k]
        for x in analogues_of(v, args, kwargs):
            nv = _aim_value(v, x)
            if nv is None:
                continue
            a, kw = list(args), dict(kwargs)
            if kind == "pos":
                a[k] = nv
            else:
                kw[k] = nv
            out.append(("analogue", f"analogue@{i}={_rp.short(_ob.canon(nv), 30)}", tuple(a), kw, None))
            if len(out) >= limit:
                return out
    return out


def _plain_object(v):
    """A user object whose public attributes are its data (not a class, function, module or builtin)."""
    if isinstance(v, (type, types.ModuleType, types.FunctionType, types.MethodType)) or dataclasses.is_dataclass(v):
        return False
    return type(v).__module__ not in ("builtins", "decimal", "fractions", "datetime") and isinstance(getattr(v, "__dict__", None), dict)


def _with_attr(v, name, value):
    try:
        c = copy.copy(v)
        setattr(c, name, value)
        return c
    except Exception:
        return None


def _public_attrs(v):
    return [(k, x) for k, x in sorted(vars(v).items()) if not k.startswith("_") and _ob.implementation_kind(x) is None][:6]


def scalar_leaves(v, path="", depth=0, out=None):
    """{path: text} of the string, number and date leaves of `v` (the tested values a literal can name)."""
    out = {} if out is None else out
    if depth > 3 or len(out) > 30:
        return out
    n = as_number(v)
    if type(v) is str:
        out[path] = v
    elif n is not None:
        out[path] = format(n, "f") if type(n) is Decimal else str(n)
    elif type(v) in (datetime.date, datetime.datetime):
        out[path] = v.isoformat()  # named in code by its parts: date(2024, 3, 10)
    elif type(v) in (list, tuple):
        for k, e in enumerate(list(v)[:4]):
            scalar_leaves(e, f"{path}[{k}]", depth + 1, out)
    elif type(v) is dict:
        for k in list(v)[:8]:
            scalar_leaves(v[k], f"{path}[{k!r}]", depth + 1, out)
    elif dataclasses.is_dataclass(v) and not isinstance(v, type):
        for f in dataclasses.fields(v):
            scalar_leaves(getattr(v, f.name), f"{path}.{f.name}", depth + 1, out)
    return out


def _record_leaves(v, wanted, limit, path="", depth=0):
    """[(path, value)] of the values `wanted` accepts held in the fields of a record argument (a
    dataclass or a plain object, two levels deep): the numbers and days a call carries inside its
    records (the `minimum` of a field, the due day of a service)."""
    if depth > 2:
        return []
    if dataclasses.is_dataclass(v) and not isinstance(v, type):
        items = [(f.name, getattr(v, f.name, None)) for f in dataclasses.fields(v)]
    elif _plain_object(v):
        items = list(_public_attrs(v))
    else:
        return []
    out = []
    for name, x in items[:16]:
        if wanted(x):
            out.append((f"{path}.{name}", x))
        else:
            out += _record_leaves(x, wanted, limit, f"{path}.{name}", depth + 1)
    return out[:limit]


def _numeric_leaves(v):
    return _record_leaves(v, lambda x: as_number(x) is not None and not isinstance(x, bool), 12)


def _date_leaves(v):
    return _record_leaves(v, lambda x: type(x) in (datetime.date, datetime.datetime), 8)


def string_leaves(v, depth=0, out=None):
    out = [] if out is None else out
    if depth > 3:
        return out
    if type(v) is str:
        out.append(v)
    elif type(v) in (list, tuple, set, frozenset):
        for e in list(v)[:20]:
            string_leaves(e, depth + 1, out)
    elif type(v) is dict:
        for k, e in list(v.items())[:20]:
            string_leaves(k, depth + 1, out)
            string_leaves(e, depth + 1, out)
    elif dataclasses.is_dataclass(v) and not isinstance(v, type):
        for f in dataclasses.fields(v):
            string_leaves(getattr(v, f.name), depth + 1, out)
    return out


def rename_in(v, old, new, depth=0):
    """`v` with every string leaf equal to `old` replaced by `new` (keys included)."""
    if depth > 4:
        return v
    if type(v) is str:
        return new if v == old else v
    if type(v) in (list, tuple):
        return type(v)(rename_in(e, old, new, depth + 1) for e in v)
    if type(v) in (set, frozenset):
        return type(v)(rename_in(e, old, new, depth + 1) for e in v)
    if type(v) is dict:
        return {rename_in(k, old, new, depth + 1): rename_in(e, old, new, depth + 1) for k, e in v.items()}
    if dataclasses.is_dataclass(v) and not isinstance(v, type):
        try:
            return dataclasses.replace(v, **{f.name: rename_in(getattr(v, f.name), old, new, depth + 1) for f in dataclasses.fields(v) if f.init})
        except Exception:
            return v
    return v


def fresh_name(old, taken):
    """A new string of the same length and character classes as `old`, used nowhere in `taken`."""
    for cand in _str_keep(old):
        if len(cand) == len(old) and cand not in taken:
            return cand
    return None


def _admits_none(field):
    """A dataclass field whose declaration admits None: `str | None`, `Optional[str]`, `Any`, an
    undeclared type, or a default of None."""
    if field.default is None:
        return True
    t = field.type
    text = t if isinstance(t, str) else repr(t)
    if isinstance(t, type) and t is not type(None) and not re.search(r"\bAny\b", repr(t)):
        return t is object
    return bool(re.search(r"\bNone\b|Optional|\bAny\b|NoneType", text)) or text in ("", "object")


def cross_variants(v, depth=0):
    if depth > 3 or v is None:
        return []
    # inside a container a missing value is the classic crossing (a blank cell, an absent field)
    missing = [("none", None)] if depth >= 1 and (type(v) in (str, int, float, Decimal) or isinstance(v, bool)) else []
    if isinstance(v, bool):
        return missing + [("flip", not v)]
    if as_number(v) is not None:
        # an integer argument is crossed by half a step too: a bound rewritten for whole numbers
        # only (`x >= limit + 1` for `x > limit`) agrees with a correct fix at every integer and
        # differs between them, where a float input (a measure, a duration) lands
        half = [("half-step", v + 0.5), ("half-step", v - 0.5)] if depth == 0 and type(v) is int and abs(v) < 2**52 else []
        return missing + half + _num_cross(v)
    if type(v) is str:
        return missing + _str_cross(v)
    if type(v) in (list, tuple):
        seq = list(v)
        out = []
        for k, e in enumerate(seq[:3]):
            for lbl, ev in cross_variants(e, depth + 1)[:4]:
                out.append((f"elem-{lbl}", type(v)(seq[:k] + [ev] + seq[k + 1:])))
        if len(seq) > 1 and seq[::-1] != seq:
            out.append(("reverse", type(v)(seq[::-1])))
        if seq:
            out.append(("empty", type(v)()))
        return out
    if type(v) is dict:
        out, drops = [], []
        for k in list(v)[:6]:
            for lbl, vv in cross_variants(v[k], depth + 1)[:2]:
                c = dict(v)
                c[k] = vv
                out.append((f"value-{lbl}", c))
            c = dict(v)
            del c[k]
            drops.append(("drop-key", c))
        return out + drops
    if dataclasses.is_dataclass(v) and not isinstance(v, type):
        out = []
        for f in dataclasses.fields(v):
            if not f.init:
                continue
            for lbl, fv in cross_variants(getattr(v, f.name), depth + 1)[:2]:
                # a field declared `committee: str` never holds None: outside the type's domain
                if lbl == "none" and not _admits_none(f):
                    continue
                try:
                    out.append((f"field-{lbl}", dataclasses.replace(v, **{f.name: fv})))
                except Exception:
                    pass
        return out
    if _plain_object(v):
        out = []
        for name, x in _public_attrs(v):
            for lbl, xv in cross_variants(x, depth + 1)[:12]:
                c = _with_attr(v, name, xv)
                if c is not None:
                    out.append((f"field-{lbl}", c))
        return out
    return []


# ----------------------------------------------------------------------------- code constants

def _source_tree(fn):
    """The parsed source of one function (dedented: a method parses alone), or None."""
    try:
        return ast.parse(textwrap.dedent(inspect.getsource(fn)))
    except Exception:
        return None


def code_constants(root, file, entity):
    """Literal values in the function's own source: the boundaries the code itself names."""
    try:
        tree = _source_tree(_rp.resolve(root, file, entity))
    except Exception:
        tree = None
    if tree is None:
        return set()
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and not isinstance(node.value, bool) and isinstance(node.value, (int, float, str)):
            out.add(_ob.canon(node.value))
            if isinstance(node.value, (int, float)):
                out.add(_ob.canon(-node.value))
    return out


_PURE_CALLS = {"round", "min", "max", "abs", "len", "float", "int"}


def _pure(node):
    """An expression reading names, attributes, constant subscripts and arithmetic only (and a few
    builtins of its values): safe to evaluate again in a running frame."""
    for n in ast.walk(node):
        if isinstance(n, ast.Call):
            if not (isinstance(n.func, ast.Name) and n.func.id in _PURE_CALLS) or n.keywords:
                return False
        elif not isinstance(n, (ast.Name, ast.Attribute, ast.Subscript, ast.Constant, ast.BinOp, ast.UnaryOp, ast.Load,
                                ast.operator, ast.unaryop, ast.Tuple, ast.Slice)):
            return False
    return True


def compared_values(fn, args, kwargs, timeout=2.0):
    """{parameter: [numbers]}: what the function's own ordering comparisons held each of its
    parameters against, read as it ran on this call (`dose_mg >= d.max_single_mg`: 1000.0, a
    limit from the code's data that no literal names). A check the reproducer's input never
    reaches on its own (the cap behind the per-kg limit) is met at those values. Runs the function
    once on a deep copy of the arguments, under a time limit; nothing where anything fails."""
    target = getattr(fn, "__func__", fn)
    code = getattr(target, "__code__", None)
    if code is None:
        return {}
    try:
        lines, start = inspect.getsourcelines(target)
        tree = ast.parse(textwrap.dedent("".join(lines)))
        params = list(inspect.signature(target).parameters)
    except Exception:
        return {}
    plan = {}
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Compare) and len(node.ops) == 1 and isinstance(node.ops[0], (ast.Lt, ast.LtE, ast.Gt, ast.GtE))):
            continue
        sides = [node.left, node.comparators[0]]
        for k, side in enumerate(sides):
            other = sides[1 - k]
            if isinstance(side, ast.Name) and side.id in params and not isinstance(other, ast.Constant) and _pure(other):
                try:
                    compiled = compile(ast.Expression(other), "<compared>", "eval")
                except Exception:
                    continue
                plan.setdefault(start + node.lineno - 1, []).append((side.id, compiled))
    if not plan:
        return {}
    seen = {}

    def local(frame, event, _arg):
        if event == "line" and frame.f_code is code and frame.f_lineno in plan:
            for name, compiled in plan[frame.f_lineno]:
                try:
                    v = eval(compiled, frame.f_globals, dict(frame.f_locals))
                except Exception:
                    continue
                if isinstance(v, (int, float, Decimal, Fraction)) and not isinstance(v, bool) and (not isinstance(v, float) or math.isfinite(v)):
                    if v not in seen.setdefault(name, []):
                        seen[name].append(v)
        return local

    def glob(frame, event, _arg):
        return local if frame.f_code is code else None

    try:
        a, kw = copy.deepcopy((args, kwargs))
    except Exception:
        return {}
    import signal
    old = signal.signal(signal.SIGALRM, _rp._alarm)
    signal.setitimer(signal.ITIMER_REAL, timeout)
    sys.settrace(glob)
    try:
        fn(*a, **kw)
    except BaseException:  # the function's own raise ends the run; what it compared is kept
        pass
    finally:
        sys.settrace(None)
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)
    return seen


_compared_cache = {}


def compared_by_fn(root, recs, file, entity, limit=12):
    """compared_values over the function's recorded calls (the first `limit`), merged by parameter."""
    key = (file, entity)
    if key not in _compared_cache:
        merged = {}
        try:
            fn = _rp.resolve(root, file, entity)
        except Exception:
            fn = None
        for rec in [r for r in recs if r["file"] == file and r["entity"] == entity][:limit] if fn is not None else []:
            loaded = _load_call(root, rec)
            if loaded is None:
                continue
            for n, vs in compared_values(fn, *loaded).items():
                merged.setdefault(n, [])
                merged[n] += [v for v in vs if v not in merged[n]]
        _compared_cache[key] = merged
    return _compared_cache[key]


def limit_aim_neighbours(values, slots, compared, cap=8):
    """[(label, values)]: one number of the input set to a value the function compared it with,
    and a step past it, with the other numbers scaled by the same factor (so the checks in front,
    proportional to them, still pass: a dose at the cap needs a heavier animal to get past the
    per-kg limit) and by twice it. Role "cross": where a deleted or half-fixed check shows."""
    out = []
    for i, targets in compared.items():
        if i not in slots:
            continue
        cur = as_number(values[i])
        if cur is None or isinstance(cur, bool) or cur == 0:
            continue
        for t in targets[:3]:
            step = 1 if float(t) == int(t) and abs(t) >= 10 else max(abs(float(t)) * 0.01, 0.01)
            for aim in (t, t + step):
                new_i = _like_number(values[i], Fraction(aim)) if type(values[i]) is not float else float(aim)
                if new_i is None:
                    new_i = int(round(aim)) if type(values[i]) is int else None
                if new_i is None or new_i == values[i]:
                    continue
                factor = Fraction(float(aim)) / Fraction(float(cur))
                for m in (0, 1, 2):
                    new = list(values)
                    new[i] = new_i
                    ok = True
                    for j in slots:
                        if j == i or m == 0:
                            continue
                        n = as_number(values[j])
                        if n is None or isinstance(n, bool):
                            continue
                        x = Fraction(n) * factor * m
                        nv = _like_number(values[j], x)
                        if nv is None:
                            nv = int(round(x)) if type(values[j]) is int else float(x) if type(values[j]) is float else None
                        if nv is None:
                            ok = False
                            break
                        new[j] = nv
                    if ok and len(out) < cap:
                        out.append((f"limit-aim@{i}={aim}x{m}", new))
    return out


def compare_limits(root, file, entity):
    """The whole numbers (2 and above, either sign) the function's own comparisons name
    (`v >= 60`, `len(parts) > 3`): the limits its checks draw, where an input crossing one meets
    the rejection a deleted or bypassed check no longer makes."""
    try:
        tree = _source_tree(_rp.resolve(root, file, entity))
    except Exception:
        tree = None
    if tree is None:
        return []
    out = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Compare):
            continue
        for side in [node.left, *node.comparators]:
            v = side.value if isinstance(side, ast.Constant) else None
            if isinstance(side, ast.UnaryOp) and isinstance(side.op, ast.USub) and isinstance(side.operand, ast.Constant):
                v = side.operand.value
                v = -v if type(v) is int else None
            if type(v) is int and abs(v) >= 2 and abs(v) < 10**9 and v not in out:
                out.append(v)
    return out[:6]


def limit_neighbours(values, free, limits, cap=8):
    """[(label, values)]: one number of the input set onto a limit the code compares with, or one
    past it (role "cross"): a whole-number argument to limit and limit ± 1, a number written
    inside a text (`2:10:03`) to limit and limit + 1, as wide as the number it replaces."""
    out = []
    for i in free:
        v = values[i]
        if isinstance(v, bool):
            continue
        if type(v) is int:
            for c in sorted(limits, key=abs, reverse=True):
                for x in (c, c + 1, c - 1):
                    if x != v and _same_sign(x, v) and len(out) < cap:
                        new = list(values)
                        new[i] = x
                        out.append((f"limit@{i}={x}", new))
        elif type(v) is str and len(v) <= 200:
            # the largest limits first (a field's 60 before a count of parts' 3), each in every number
            for c, m in ((c, m) for c in sorted(limits, key=abs, reverse=True) for m in list(re.finditer(r"\d+", v))[:4]):
                tok = m.group(0)
                for x in (c, c + 1):
                    txt = str(x).zfill(len(tok))
                    new_text = v[:m.start()] + txt + v[m.end():]
                    if x >= 0 and txt != tok and len(out) < cap and all(o[1][i] != new_text for o in out):
                        new = list(values)
                        new[i] = new_text
                        out.append((f"limit@{i}:{tok}={txt}", new))
    return out


def held_by_code(v, constants):
    if v is None or isinstance(v, bool):
        return False
    try:
        if _ob.canon(v) in constants:
            return True
        n = as_number(v)
        if n is not None and type(n) in (Decimal, Fraction) and n == int(n):
            return _ob.canon(int(n)) in constants
        d = numeric_str(v)
        if d is not None and d == int(d):
            return _ob.canon(int(d)) in constants
    except Exception:
        return False
    return False


def _string_columns(v, out):
    """The columns of strings in one collection: a set's or list's strings, a dict's keys and its
    string values, the strings at each position of a list of tuples, or of a dict's tuple keys
    (a table of pairs: `{("warfarin", "aspirin"): "severe"}`)."""
    if isinstance(v, dict):
        out.append([k for k in v if isinstance(k, str)])
        out.append([x for x in v.values() if isinstance(x, str)])
        rows = [x for x in v.values() if isinstance(x, (tuple, list))] + [k for k in v if isinstance(k, tuple)]
    elif isinstance(v, (list, tuple, set, frozenset)):
        items = sorted(v, key=repr) if isinstance(v, (set, frozenset)) else list(v)
        out.append([x for x in items if isinstance(x, str)])
        rows = [x for x in items if isinstance(x, (tuple, list))]
    else:
        return
    for pos in range(4):
        out.append([r[pos] for r in rows if len(r) > pos and isinstance(r[pos], str)])


_QUOTED_EXAMPLE = re.compile(r"'([^'\n]{1,40})'|\"([^\"\n]{1,40})\"|`([^`\n]{1,40})`")
_REFUSING_LINE = re.compile(r"\b(raises?|rejects?|rejected|refused?|invalid|errors?|not|never|unknown)\b", re.I)


def docstring_examples(fn):
    """The quoted examples of a function's docstring (`'1-0', '0-1', a draw ('1/2-1/2', '½-½' or
    '0.5-0.5')`): the inputs it documents, a table of the same role as the code's own; lines that
    speak of refusing (`raises`, `invalid`, `not`) are left out, their examples being rejections."""
    doc = inspect.getdoc(fn) or ""
    out = []
    for line in doc.splitlines():
        if _REFUSING_LINE.search(line):
            continue
        out += [next(g for g in m.groups() if g is not None) for m in _QUOTED_EXAMPLE.finditer(line)]
    return [x for x in out if x.strip()]


def code_tables(root, file, entity):
    """Tables of strings the function reads: module-level collections its code names (nested
    functions included) and literal collections in its own source; each a column of 2+ distinct
    non-empty strings."""
    try:
        fn = inspect.unwrap(_rp.resolve(root, file, entity))
        code = getattr(fn, "__code__", None) or getattr(getattr(fn, "__func__", None), "__code__", None)
        module = sys.modules.get(getattr(fn, "__module__", "") or "")
    except Exception:
        return []
    if code is None or module is None:
        return []
    names, stack = set(), [code]
    while stack:
        c = stack.pop()
        names.update(c.co_names)
        stack.extend(x for x in c.co_consts if isinstance(x, types.CodeType))
    cols = []
    for name in sorted(names):
        v = module.__dict__.get(name)
        if isinstance(v, (dict, list, tuple, set, frozenset)) and 2 <= len(v) <= 200:
            _string_columns(v, cols)
    documented = docstring_examples(fn)
    cols.append(documented)
    try:
        tree = ast.parse(textwrap.dedent(inspect.getsource(fn)))
        for node in ast.walk(tree):
            if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
                cols.append([e.value for e in node.elts if isinstance(e, ast.Constant) and isinstance(e.value, str)])
            elif isinstance(node, ast.Dict):
                cols.append([k.value for k in node.keys if isinstance(k, ast.Constant) and isinstance(k.value, str)])
    except Exception:
        pass
    out = []
    for col in cols:
        col = (DocColumn if col is documented else list)(dict.fromkeys(x for x in col if x))
        if len(col) >= 2 and col not in out:
            out.append(col)
    return out[:12]


class DocColumn(list):
    """A table of the examples a docstring documents (docstring_examples)."""


def table_neighbours(args, kwargs, skip_first, tables, limit):
    """The call with a string argument's table member replaced by the table's other members (role "table")."""
    slots = [("pos", k) for k in range(len(args))] + [("kw", k) for k in kwargs]
    out = []
    for i, (kind, k) in enumerate(slots):
        v = args[k] if kind == "pos" else kwargs[k]
        if (skip_first and i == 0) or type(v) is not str or not v:
            continue
        for col in tables:
            held = [m for m in col if m in v]
            if not held:
                continue
            m = max(held, key=len)
            # the member where it stands as a unit: the end, the start, else its first place
            at = len(v) - len(m) if v.endswith(m) else 0 if v.startswith(m) else v.index(m)
            for other in col:
                if other == m or (other in v and len(other) > len(m)):
                    continue
                nv = v[:at] + other + v[at + len(m):]
                a, kw = list(args), dict(kwargs)
                if kind == "pos":
                    a[k] = nv
                else:
                    kw[k] = nv
                doc = ", both examples of the docstring" if isinstance(col, DocColumn) else ""
                out.append(("table", f"table@{i}:{_rp.short(m, 12)}->{_rp.short(other, 12)}{doc}", tuple(a), kw, None))
                if len(out) >= limit:
                    return out
    return out


def _sibling_functions(root, file, entity):
    """(fn, [(qualified name, function)]) of the other functions of the same class (for a method)
    or module as `entity`, or None when it cannot be resolved."""
    try:
        fn = _rp.resolve(root, file, entity)
    except Exception:
        return None
    parts = entity.split(".")
    try:
        if len(parts) > 1:
            owner = _rp.resolve_owner(root, file, parts[:-1])
            names = list(vars(owner))
        else:
            owner = sys.modules[fn.__module__]
            names = [n for n, v in vars(owner).items() if inspect.isfunction(v) and v.__module__ == owner.__name__]
    except Exception:
        return None
    out = []
    for name in names:
        if name == parts[-1] or name.startswith("__"):
            continue
        raw = inspect.getattr_static(owner, name, None)
        if inspect.isfunction(raw) and "<locals>" not in raw.__qualname__:
            out.append((".".join(parts[:-1] + [name]), raw))
    return fn, out


def entry_siblings(root, file, entity, args, kwargs, limit):
    """Other functions of the same class (for a method) or module that bind the same arguments."""
    found = _sibling_functions(root, file, entity)
    if found is None:
        return []
    out = []
    for qual, raw in found[1]:
        try:
            inspect.signature(raw).bind(*args, **kwargs)
        except (TypeError, ValueError):
            continue
        out.append(qual)
        if len(out) >= limit:
            break
    return out


def named_entries(root, file, entity, args, kwargs, limit):
    """[(qualified name, args, kwargs)]: the other functions of the same class or module whose
    parameters are all among the call's, by name (`stop(self, staff, prescription_id)` beside
    `amend_dose(self, staff, prescription_id, dose_mg)`), called with those values: the second
    entry point a fix made in one method must make in its sibling."""
    found = _sibling_functions(root, file, entity)
    if found is None:
        return []
    fn, siblings = found
    try:
        bound = inspect.signature(fn).bind(*args, **kwargs).arguments
    except (TypeError, ValueError):
        return []
    out = []
    for qual, raw in siblings:
        try:
            params = inspect.signature(raw).parameters
            inspect.signature(raw).bind(*args, **kwargs)
            continue  # binds as it is: an entry of its own kind (entry_siblings)
        except (TypeError, ValueError):
            pass
        names = [n for n, p in params.items() if p.kind not in (p.VAR_POSITIONAL, p.VAR_KEYWORD)]
        required = [n for n in names if params[n].default is inspect.Parameter.empty]
        # one shared parameter is a tie only when it carries the data (`isolated_cells(grid)` beside
        # `flood(grid, start)`), never a bare receiver or a scalar
        lone = len(required) == 1 and required[0] not in ("self", "cls") and required[0] in bound and not scalar(bound[required[0]])
        if not required or (len(required) < 2 and not lone) or not all(n in bound for n in required) or len(names) >= len(bound):
            continue
        taken = [n for n in names if n in bound]
        positional = [bound[n] for n in taken if params[n].kind is not params[n].KEYWORD_ONLY]
        keywords = {n: bound[n] for n in taken if params[n].kind is params[n].KEYWORD_ONLY}
        out.append((qual, tuple(positional), keywords))
        if len(out) >= limit:
            break
    return out


def _plural_of(name, other):
    """Whether parameter `other` names a collection of what `name` names (`samples` of `sample`,
    `zones` of `zone`, `entries` of `entry`)."""
    if not name or not other or name == other:
        return False
    return other in (name + "s", name + "es", name[:-1] + "ies" if name.endswith("y") else None, name + "_list")


def collected_entries(root, file, entity, args, kwargs, limit):
    """Other functions of the same class or module whose parameters are the call's own with one
    (or more) in the plural (`due_for_disposal(samples, today)` beside `is_due(sample, today)`),
    given the call's arguments with each such one wrapped in a list: the reproducer's own input
    handed to the function that applies the same rule to many."""
    found = _sibling_functions(root, file, entity)
    if found is None:
        return []
    fn, siblings = found
    try:
        params = list(inspect.signature(fn).parameters)
        bound = inspect.signature(fn).bind(*args, **kwargs)
    except (TypeError, ValueError):
        return []
    out = []
    for qual, raw in siblings:
        if qual.split(".")[-1].startswith("_"):
            continue
        try:
            theirs = list(inspect.signature(raw).parameters)
        except (TypeError, ValueError):
            continue
        if len(theirs) != len(params):
            continue
        wrapped, new_args, ok = 0, [], True
        for mine, other in zip(params, theirs):
            if mine not in bound.arguments:
                ok = False
                break
            v = bound.arguments[mine]
            if mine == other:
                new_args.append(v)
            elif _plural_of(mine, other):
                new_args.append([v])
                wrapped += 1
            else:
                ok = False
                break
        if not ok or wrapped == 0:
            continue
        try:
            inspect.signature(raw).bind(*new_args)
        except (TypeError, ValueError):
            continue
        out.append((qual, tuple(new_args), {}))
        if len(out) >= limit:
            break
    return out


def _public_siblings(found):
    """(qualified name, function, its parameters) of the public siblings `_sibling_functions` found."""
    for qual, raw in found[1]:
        if qual.split(".")[-1].startswith("_"):
            continue
        try:
            params = inspect.signature(raw).parameters
        except (TypeError, ValueError):
            continue
        yield qual, raw, params


def tupled_entries(root, file, entity, args, kwargs, limit):
    """Other public functions of the same class or module that take one collection (a plural
    parameter name: `washes`) where the call gives two or more plain values, given a list of one
    tuple of those values: `mite_percent(8, 300)` as `pooled_percent([(8, 300)])`, the rule applied
    over several records of what the fixed function takes one of."""
    if kwargs:
        return []
    found = _sibling_functions(root, file, entity)
    if found is None:
        return []
    method = "." in entity and bool(args) and not scalar(args[0])
    own = list(args[1:] if method else args)
    if len(own) < 2 or not all(scalar(v) for v in own):
        return []
    out = []
    for qual, raw, all_params in _public_siblings(found):
        params = [p for p in all_params.values() if p.kind not in (p.VAR_POSITIONAL, p.VAR_KEYWORD)]
        required = [p for p in params if p.default is inspect.Parameter.empty][1 if method else 0:]
        if len(required) != 1 or not required[0].name.endswith("s") or required[0].name.endswith("ss"):
            continue
        new_args = ((args[0],) if method else ()) + ([tuple(own)],)
        try:
            inspect.signature(raw).bind(*new_args)
        except (TypeError, ValueError):
            continue
        out.append((qual, new_args, {}))
        if len(out) >= limit:
            break
    return out


def filled_entries(root, rec, limit):
    """Other functions of the same class or module given the reproducer's own arguments by
    parameter name, with a parameter the call lacks filled afresh (`refund(self, op, sale_id,
    litres)` beside the fixed `void(self, op, sale_id)`: the same operator on the same sale, one
    litre): the reproducer's actor and object at a second entry point that takes one argument
    more. Only siblings sharing two or more of the call's parameters by name."""
    names = _bound_names(root, rec)
    found = _sibling_functions(root, rec["file"], rec["entity"])
    if names is None or found is None:
        return []
    out = []
    for qual, raw, params in _public_siblings(found):
        if len([k for k in params if k in names and k != "self"]) < 2 or all(k in names for k in params if params[k].default is inspect.Parameter.empty):
            continue  # too little in common, or the call binds as it is (the plain entries)
        args, kwargs, ok = [], {}, True
        for k, p in params.items():
            if p.kind in (inspect.Parameter.VAR_POSITIONAL, inspect.Parameter.VAR_KEYWORD):
                continue
            value = names[k] if k in names else (_filler(p, names) if p.default is inspect.Parameter.empty else None)
            if value is None:
                if p.default is inspect.Parameter.empty:
                    ok = False
                break  # later parameters keep their defaults
            if p.kind == inspect.Parameter.KEYWORD_ONLY:
                kwargs[k] = value
            else:
                args.append(value)
        if ok:
            out.append((qual, tuple(args), kwargs))
        if len(out) >= limit:
            break
    return out


def kinship(fn, other):
    """What ties two functions given the same arguments to one rule, statically: the same parameter
    names (`quorum_met(turnout, eligible, quorum)`, `votes_short(turnout, eligible, quorum)`), and
    the calls both make with the same names as arguments (`required_turnout(eligible, quorum)`)."""
    out = []
    try:
        a = [p for p in inspect.signature(fn).parameters if p != "self"]
        b = [p for p in inspect.signature(other).parameters if p != "self"]
        if a and a == b:
            out.append("same parameters")
    except (TypeError, ValueError):
        pass

    if _same_code(fn, other):
        out.append("same code")
    out += sorted(_name_arg_calls(fn, False) & _name_arg_calls(other, False))[:3]
    return out


def _same_code(fn, other):
    """Whether the two bodies (docstrings aside) are one code up to the names of their parameters,
    taken in order (`return actor.role in ("lead", "admin")` in `may_revoke(actor, lease)` and in
    `may_revoke_team(actor, team)`): one rule written twice."""
    def body(f):
        tree = _source_tree(f)
        node = tree.body[0] if tree is not None and tree.body else None
        if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            return None
        params = [a.arg for a in node.args.posonlyargs + node.args.args + node.args.kwonlyargs]
        rename = {n: f"_p{i}" for i, n in enumerate(params)}
        stmts = node.body[1:] if node.body and isinstance(node.body[0], ast.Expr) and isinstance(getattr(node.body[0], "value", None), ast.Constant) \
            and isinstance(node.body[0].value.value, str) else node.body
        if not stmts:
            return None
        for n in ast.walk(ast.Module(body=stmts, type_ignores=[])):
            if isinstance(n, ast.Name) and n.id in rename:
                n.id = rename[n.id]
        return [ast.dump(x) for x in stmts]
    a, b = body(fn), body(other)
    return a is not None and a == b


def _name_arg_calls(f, checks_only):
    """`callee(a, b)` texts of the calls in `f`'s source whose positional arguments are all plain
    names (never `self` alone); with `checks_only`, only a call that is a statement of its own,
    without keywords (its value dropped: it can only refuse by raising)."""
    found = set()
    for node in ast.walk(_source_tree(f) or ast.Module(body=[], type_ignores=[])):
        call = node.value if checks_only and isinstance(node, ast.Expr) else node if not checks_only else None
        if not isinstance(call, ast.Call) or not call.args or (checks_only and call.keywords):
            continue
        if all(isinstance(x, ast.Name) for x in call.args) and [x.id for x in call.args] != ["self"]:
            found.add(f"{ast.unparse(call.func)}({', '.join(x.id for x in call.args)})")
    return found


def shared_guards(fn, other):
    """The checks both functions pass: a call made for its effect alone (a statement whose value
    is dropped, so it can only refuse by raising) with the same names as arguments in both
    (`require_manage(user, job)` in cancel and in hold). A lookup whose value is used
    (`job = self.job(job_id)`) is no check."""
    return sorted(_name_arg_calls(fn, True) & _name_arg_calls(other, True))[:3]


def _call_limits(fn):
    """{(callee, position): number} of the calls in `fn`'s source whose argument is a number or a
    module constant naming one (`check_range(value, LAT_LIMIT, "latitude")`)."""
    tree = _source_tree(fn)
    if tree is None:
        return {}
    glb = getattr(fn, "__globals__", {})
    out = {}
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        callee = ast.unparse(node.func)
        slots = [(i, a) for i, a in enumerate(node.args)] + [(k.arg, k.value) for k in node.keywords if k.arg]
        for pos, a in slots:
            v = a.value if isinstance(a, ast.Constant) else glb.get(a.id) if isinstance(a, ast.Name) else None
            if isinstance(v, (int, float, Decimal)) and not isinstance(v, bool) and v:
                out.setdefault((callee, pos), v)
    return out


def limit_analogues(fn, other):
    """[(x, y)]: `fn` passes x where `other` passes y to the same callee in the same place — the
    latitude limit beside the longitude limit of one range check."""
    mine, theirs = _call_limits(fn), _call_limits(other)
    return [(x, theirs[k]) for k, x in mine.items() if k in theirs and theirs[k] != x][:3]


def _with_limit(args, kwargs, x, y):
    """The call with each top-level number equal to ±x moved to ±y (in its own type), or None."""
    def moved(v):
        n = as_number(v)
        if n is None or type(v) is str or isinstance(v, bool):
            return None
        try:
            if abs(n) != abs(x):
                return None
            target = y if n == abs(n) else -y
            return type(v)(str(target)) if type(v) is Decimal else type(v)(target)
        except Exception:
            return None
    a = [moved(v) if moved(v) is not None else v for v in args]
    kw = {k: (moved(v) if moved(v) is not None else v) for k, v in kwargs.items()}
    return (tuple(a), kw) if (tuple(a), kw) != (tuple(args), kwargs) else None


# ----------------------------------------------------------------------------- neighbours of one call

def _order_sig(values, nums):
    sig = []
    for i in range(len(nums)):
        for j in range(i + 1, len(nums)):
            a, b = values[nums[i]], values[nums[j]]
            try:
                sig.append(sign(a - b) if as_number(a) is not None else sign(numeric_str(a) - numeric_str(b)))
            except Exception:
                sig.append(None)
    return sig


def _num_of(v):
    n = as_number(v)
    if n is not None:
        return n
    return numeric_str(v) if type(v) is str else None


def receiver_strings(v):
    """The strings a method's receiver holds in its state (private fields included): the keys that
    link an argument to the object's data (a reservation's sku, the inventory's stock)."""
    out = []
    try:
        state = vars(v) if not (dataclasses.is_dataclass(v) and not isinstance(v, type)) else {f.name: getattr(v, f.name, None) for f in dataclasses.fields(v)}
    except TypeError:
        return set()
    for x in list(state.values())[:30]:
        string_leaves(x, 0, out)
    return {x for x in out if len(x) >= 2}


def _keeps_receiver_links(old_values, new_values, held):
    """Whether every string the receiver holds that the arguments carried is still carried."""
    if not held:
        return True
    before = held.intersection(string_leaves(list(old_values)))
    return before.issubset(string_leaves(list(new_values)))


def int_annotated_slots(fn, args, kwargs):
    """The argument slots (positional, then keyword, as neighbours_of numbers them) whose parameter
    is annotated ``int``: half a step off a whole number is outside such a parameter's domain."""
    try:
        bound = inspect.signature(fn).bind(*args, **kwargs)
    except (TypeError, ValueError):
        return set()
    params = inspect.signature(fn).parameters
    names = list(bound.arguments)
    out = set()
    for i, name in enumerate(names[: len(args)] + [k for k in kwargs]):
        p = params.get(name)
        if p is not None and p.kind not in (p.VAR_POSITIONAL, p.VAR_KEYWORD) and p.annotation in (int, "int"):
            out.add(i)
    return out


_RATIOS = (Fraction(1, 3), Fraction(2, 3), Fraction(1, 4), Fraction(3, 4), Fraction(2, 5), Fraction(3, 5))


def _like_number(template, x):
    """`x` (a Fraction) in the type of `template`; None where that type cannot hold it exactly."""
    if type(template) is Fraction:
        return x
    if type(template) is int:
        return int(x) if x.denominator == 1 else None
    if type(template) is float:
        f = float(x)
        return f if Fraction(f) == x else None
    if type(template) is Decimal:
        d = Decimal(x.numerator) / Decimal(x.denominator)
        return d if Fraction(d) == x else None
    return None


def product_neighbours(values, slots):
    """Neighbours that stay on a product boundary the input lies on: where one number is the
    product of two others and one of those is a ratio (5 = 10 x 1/2: a turnout at exactly a
    quorum), the two scaled alike ("product-scale": 10 of 20 at 1/2) and the ratio moved with the
    others following ("product-ratio": 6 of 9 at 2/3). A fix of the boundary changes on all of
    them; a special case of the tested ratio only on the scaled ones."""
    out = []
    fr = {}
    for i in slots:
        n = as_number(values[i])
        if n is None or (type(n) is float and not math.isfinite(n)):
            continue
        fr[i] = Fraction(n) if type(n) is not Decimal else Fraction(n)
    for a, fa in fr.items():
        for b, fb in fr.items():
            for c, fc in fr.items():
                if len({a, b, c}) < 3 or fb in (0, 1) or fc in (0, 1) or fc.denominator == 1 or fa != fb * fc:
                    continue
                for m in (2, 3):
                    new = list(values)
                    new[a], new[b] = _like_number(values[a], fa * m), _like_number(values[b], fb * m)
                    if new[a] is not None and new[b] is not None:
                        out.append((f"product-scale@{a},{b}", new))
                for r in _RATIOS:
                    if r == fc or (r < 0) != (fc < 0):
                        continue
                    whole = -(-fb // r.denominator) * r.denominator  # the nearest multiple not below
                    new = list(values)
                    new[a], new[b], new[c] = _like_number(values[a], whole * r), _like_number(values[b], whole), _like_number(values[c], r)
                    if None not in (new[a], new[b], new[c]):
                        out.append((f"product-ratio@{c}", new))
                return out  # one boundary is enough
    return out


def scale_neighbours(values, slots):
    """Neighbours that keep every ratio between the input's numbers: all of them scaled alike (x2,
    x3, x1/2). An input on a boundary proportional to its numbers (a dose at exactly 20 mg per kg
    of weight: 80 mg for 4000 g, where the factor is the code's own data) stays on it, so a fix of
    the boundary changes there too, while a special case of the tested numbers does not. Only
    where two or more nonzero numbers carry a ratio."""
    fr = {}
    for i in slots:
        n = as_number(values[i])
        if n is None or type(n) is bool or (type(n) is float and not math.isfinite(n)) or n == 0:
            continue
        fr[i] = Fraction(n)
    if len(fr) < 2:
        return []
    out = []
    for m in (Fraction(2), Fraction(3), Fraction(1, 2)):
        new = list(values)
        for i, f in fr.items():
            new[i] = _like_number(values[i], f * m)
        if all(new[i] is not None for i in fr):
            out.append((f"scale@{','.join(str(i) for i in fr)}", new))
    return out


def _dates_moved(v, delta, count, depth=0):
    """`v` with every date in it (date and datetime objects, ISO date texts) moved by `delta`, in
    new containers and shallow copies of its objects; `count` collects how many were moved."""
    if depth > 6:
        return v
    if isinstance(v, (datetime.date, datetime.datetime)):
        count.append(1)
        return v + delta
    if type(v) is str:
        d = _iso_date(v)
        if d is None:
            return v
        count.append(1)
        return (d + delta).isoformat() if len(v) == 10 else (d + delta).isoformat(sep=v[10])[: len(v)]
    if type(v) is list:
        return [_dates_moved(x, delta, count, depth + 1) for x in v]
    if type(v) is tuple:
        return tuple(_dates_moved(x, delta, count, depth + 1) for x in v)
    if type(v) is dict:
        return {_dates_moved(k, delta, count, depth + 1): _dates_moved(x, delta, count, depth + 1) for k, x in v.items()}
    if dataclasses.is_dataclass(v) and not isinstance(v, type) or (hasattr(v, "__dict__") and type(v).__module__ not in ("builtins", "datetime") and not callable(v)):
        try:
            state = dict(vars(v))
            new = copy.copy(v)
        except Exception:
            return v
        before = len(count)
        for k, x in state.items():
            moved = _dates_moved(x, delta, count, depth + 1)
            if moved is not x:
                try:
                    object.__setattr__(new, k, moved)
                except Exception:
                    return v
        return new if len(count) > before else v
    return v


def date_shift_neighbours(values):
    """Neighbours with every date of the input moved alike, the receiver's included (+1, -1, +7, +30
    days): they keep every interval between the dates, so an input on a boundary between two of
    them (a harvest on the last day of a withdrawal period that ends a number of days after a
    treatment) stays on it, and a fix of that boundary changes there too. Only where the input
    holds two dates or more."""
    out = []
    for days in (1, -1, 7, 30):
        count = []
        try:
            new = [_dates_moved(v, datetime.timedelta(days=days), count) for v in values]
        except Exception:
            return out
        if len(count) < 2:
            return out
        out.append((f"dates{days:+d}d@all", new))
    return out


# ----------------------------------------------------------------------------- categories

_SKIP_DIRS = {"tests", "test", "testing", ".git", ".venv", "venv", "node_modules", "__pycache__", "build", "dist", "docs"}


def _str_collection(node, named):
    """The strings of a literal tuple, list or set (or of a module-level name bound to one)."""
    if isinstance(node, ast.Name) and node.id in named:
        return named[node.id]
    if isinstance(node, (ast.Tuple, ast.List, ast.Set)) and node.elts and all(isinstance(e, ast.Constant) and type(e.value) is str for e in node.elts):
        return [e.value for e in node.elts]
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("frozenset", "set", "tuple") and len(node.args) == 1:
        return _str_collection(node.args[0], named)
    return None


def category_domains(root, max_files=300):
    """Per attribute or parameter name, the strings the repository's own code compares it with
    (`user.role == "auctioneer"`, `kind in ("open", "sealed")`, `self.role not in ROLES`): the other
    members of a category such as a role, a kind or a status. Tests are not read: the categories
    are the code's."""
    out = {}
    seen_files = 0
    for dirpath, dirs, files in os.walk(root):
        dirs[:] = sorted(d for d in dirs if d not in _SKIP_DIRS and not d.startswith("."))
        for name in sorted(files):
            if not name.endswith(".py") or name.startswith("test_") or name.endswith("_test.py") or name == "conftest.py":
                continue
            seen_files += 1
            if seen_files > max_files:
                return out
            try:
                with open(os.path.join(dirpath, name), encoding="utf-8") as fh:
                    tree = ast.parse(fh.read())
            except Exception:
                continue
            named = {}
            for node in tree.body:
                if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
                    vals = _str_collection(node.value, {})
                    if vals:
                        named[node.targets[0].id] = vals
            for node in ast.walk(tree):
                if not isinstance(node, ast.Compare) or len(node.ops) != 1:
                    continue
                left, right = node.left, node.comparators[0]
                if isinstance(left, ast.Constant) and isinstance(node.ops[0], (ast.Eq, ast.NotEq)):
                    left, right = right, left
                key = left.attr if isinstance(left, ast.Attribute) else left.id if isinstance(left, ast.Name) else None
                if key is None:
                    continue
                if isinstance(node.ops[0], (ast.Eq, ast.NotEq)) and isinstance(right, ast.Constant) and type(right.value) is str:
                    vals = [right.value]
                elif isinstance(node.ops[0], (ast.In, ast.NotIn)):
                    vals = _str_collection(right, named) or []
                else:
                    vals = []
                for v in vals:
                    bucket = out.setdefault(key, [])
                    if v not in bucket and len(bucket) < 12:
                        bucket.append(v)
    return out


def category_neighbours(values, free, categories, slot_names, cap=8):
    """One category of the input swapped for another member of it: a field of an object argument
    (a user's role) or a text argument named like a compared name, set to each other string the
    code compares that name with. A rule about who may act lives exactly there, so the deletion
    attack sees a check weakened to another rule (a role check turned into an owner check)."""
    out = []
    for i in free:
        v = values[i]
        fields = []
        if dataclasses.is_dataclass(v) and not isinstance(v, type):
            fields = [(f.name, getattr(v, f.name, None)) for f in dataclasses.fields(v) if f.init]
        elif _plain_object(v):
            fields = _public_attrs(v)
        for name, x in fields:
            for alt in categories.get(name, []):
                if type(x) is not str or alt == x:
                    continue
                if dataclasses.is_dataclass(v):
                    try:
                        nv = dataclasses.replace(v, **{name: alt})
                    except Exception:
                        continue
                else:
                    nv = _with_attr(v, name, alt)
                    if nv is None:
                        continue
                new = list(values)
                new[i] = nv
                out.append((f"category@{i}.{name}", new))
        name = slot_names.get(i) if slot_names else None
        if type(v) is str and name:
            for alt in categories.get(name, []):
                if alt != v:
                    new = list(values)
                    new[i] = alt
                    out.append((f"category@{i}", new))
    return out[:cap]


def neighbours_of(args, kwargs, skip_first, constants, max_keep, max_cross, int_slots=frozenset(), limits=(), compared=None, categories=None, slot_names=None):
    slots = [("pos", k) for k in range(len(args))] + [("kw", k) for k in kwargs]
    values = [args[s[1]] if s[0] == "pos" else kwargs[s[1]] for s in slots]
    free = [i for i in range(len(slots)) if not (skip_first and i == 0) and not held_by_code(values[i], constants)]
    held = [i for i in range(len(slots)) if i not in free and not (skip_first and i == 0)]
    nums = [i for i in range(len(slots)) if not (skip_first and i == 0) and _num_of(values[i]) is not None]
    base_order = _order_sig(values, nums)

    def build(new_values):
        a, kw = list(args), dict(kwargs)
        for (kind, k), val in zip(slots, new_values):
            if kind == "pos":
                a[k] = val
            else:
                kw[k] = val
        return tuple(a), kw

    def equal_peers(i):
        out = []
        for j in range(len(slots)):
            if j == i or (skip_first and j == 0):
                continue
            try:
                if type(values[j]) is type(values[i]) and _ob.canon(values[j]) == _ob.canon(values[i]):
                    out.append(j)
            except Exception:
                pass
        return out

    keep, cross, reprs = [], [], []
    # a value held at the code's constant is still the same value in another spelling ("-0" and
    # "-0.0" beside the code's `< 0`): its representations stay on the boundary
    for i in held:
        if type(values[i]) is str:
            for label, nv in repr_variants(values[i]):
                if type(nv) is str:
                    new = list(values)
                    new[i] = nv
                    reprs.append((f"{label}@{i}", new))
    for i in free:
        for label, nv in repr_variants(values[i]):
            new = list(values)
            new[i] = nv
            reprs.append((f"{label}@{i}", new))
        peers = equal_peers(i)
        for path, nv in keep_variants_at(values[i]):
            new = list(values)
            new[i] = nv
            for j in peers:  # equal arguments stay equal
                new[j] = nv
            role = "keep" if _order_sig(new, nums) == base_order else "cross"
            (keep if role == "keep" else cross).append((f"keep@{i}{path}" if role == "keep" else f"order@{i}{path}", new))
        for label, nv in cross_variants(values[i]):
            if label == "half-step" and i in int_slots:
                continue
            new = list(values)
            new[i] = nv
            cross.append((f"{label}@{i}", new))
        if peers:
            for nv in keep_variants(values[i])[:3]:
                new = list(values)
                new[i] = nv  # the peers keep the old value: the equality is broken
                cross.append((f"unequal@{i}", new))
    # renamed data: a string of the input replaced everywhere by a fresh one of the same shape
    renames = []
    taken = set(string_leaves(values)) | {c.strip("'\"") for c in constants}
    for old in sorted({x for i in free for x in string_leaves(values[i]) if len(x) >= 2 and not held_by_code(x, constants)})[:4]:
        new_name = fresh_name(old, taken)
        if new_name is None:
            continue
        renames.append((f"rename:{old}->{new_name}", [rename_in(x, old, new_name) if k in free else x for k, x in enumerate(values)], old, new_name))
    # coupled shifts of two numbers keep their difference (and so equality and order)
    for x in range(len(nums)):
        for y in range(x + 1, len(nums)):
            i, j = nums[x], nums[y]
            if i not in free or j not in free:
                continue
            for d in (1, 2, 5, 10):
                new = list(values)
                try:
                    new[i] = _shift(values[i], d)
                    new[j] = _shift(values[j], d)
                except Exception:
                    continue
                if new[i] is None or new[j] is None:
                    continue
                role = "keep" if _order_sig(new, nums) == base_order and all(_same_sign_any(new[k], values[k]) for k in (i, j)) else "cross"
                (keep if role == "keep" else cross).append((f"coupled@{i},{j}", new))
    # on a product boundary (5 votes of 10 at a quorum of 1/2) the neighbours that stay on it
    keep += product_neighbours(values, [i for i in nums if i in free])
    # on a boundary proportional to the numbers (a dose at the per-kg limit) the scaled inputs
    keep += scale_neighbours(values, [i for i in nums if i in free and as_number(values[i]) is not None])
    # on a boundary between two dates (a last day of a period) the inputs with every date moved alike
    keep += date_shift_neighbours(values)
    # relation-keeping neighbours of a method call keep the links between the arguments and the
    # receiver's state: a reservation renamed away from the inventory's sku is another input
    linked = receiver_strings(args[0]) if skip_first and args else set()
    renames = [r for r in renames if _keeps_receiver_links(values, r[1], linked)]
    keep = [x for x in keep if _keeps_receiver_links(values, x[1], linked)]
    out, seen = [], {_ob.canon((args, kwargs))}
    for label, new, old, new_name in renames:
        a, kw = build(new)
        try:
            c = _ob.canon((a, kw))
        except Exception:
            continue
        if c not in seen:
            seen.add(c)
            out.append(("rename", label, a, kw, {"from": old, "to": new_name}))
    for role, items, limit in (("repr", reprs, 12), ("keep", keep, max_keep), ("cross", cross, max_cross)):
        n = 0
        # round-robin over argument positions so every argument is perturbed before the limit
        by_slot = {}
        for label, new in items:
            by_slot.setdefault(label.split("@")[-1], []).append((label, new))
        order = []
        lists = list(by_slot.values())
        for k in range(max((len(lst) for lst in lists), default=0)):
            for lst in lists:
                if k < len(lst):
                    order.append(lst[k])
        for label, new in order:
            if n >= limit:
                break
            a, kw = build(new)
            try:
                c = _ob.canon((a, kw))
            except Exception:
                continue
            if c in seen:
                continue
            seen.add(c)
            out.append((role, label, a, kw, None))
            n += 1
    # inputs across the limits the code's own checks name, beside the crossings above (never in
    # their place): where a check deleted or bypassed for the reported input shows
    for label, new in limit_neighbours(values, free, limits) + limit_aim_neighbours(values, free, compared or {}) + category_neighbours(values, sorted(set(free) | set(held)), categories or {}, slot_names or {}):
        a, kw = build(new)
        try:
            c = _ob.canon((a, kw))
        except Exception:
            continue
        if c not in seen:
            seen.add(c)
            out.append(("cross", label, a, kw, None))
    judged = [values[i] for i in free if scalar(values[i]) and not degenerate(values[i])]
    # the free scalar argument values as plain text, to match against literals the candidate added
    arg_values = []
    for v in (values[i] for i in free):
        n = as_number(v)
        if type(v) is str:
            arg_values.append(v)
        elif n is not None:
            arg_values.append(format(n, "f") if type(n) is Decimal else str(n))
        elif type(v) in (datetime.date, datetime.datetime):
            # a date is named in code by its parts: date(2024, 3, 1)
            arg_values.append(v.isoformat())
    slot_values = {}
    for i in free:
        for path, text in scalar_leaves(values[i]).items():
            slot_values[f"{i}{path}"] = text
    # the arguments that are text, numeric-looking or not, held at a code constant or not ("-0"
    # is a string to a parser's sibling, never the code's number 0): the transplant's string aims
    arg_strings = [values[i] for i in range(len(values)) if (i in free or i in held) and type(values[i]) is str][:8]
    return out, {"scalarArgs": len(judged), "held": [_rp.short(_ob.canon(values[i]), 60) for i in held], "argValues": arg_values[:8],
                 "argStrings": arg_strings,
                 "slotValues": dict(list(slot_values.items())[:40])}


def _shift(v, d):
    if type(v) is int:
        return v + d
    if type(v) is float:
        return v + float(d)
    if type(v) is Decimal:
        return (v + d).quantize(Decimal(1).scaleb(-places(v)))
    if type(v) is Fraction:
        return v + d
    if type(v) is str:
        n = numeric_str(v)
        if n is None:
            return None
        return format((n + d).quantize(Decimal(1).scaleb(-places(n))), "f")
    return None


def _same_sign_any(new, old):
    a, b = _num_of(new), _num_of(old)
    return a is None or b is None or sign(a) == sign(b)


def _bound_names(root, rec):
    """{parameter name: value} of a recorded call, bound to its function's signature; None when it
    cannot be loaded or bound."""
    loaded = _load_call(root, rec)
    if loaded is None:
        return None
    try:
        fn = _rp.resolve(root, rec["file"], rec["entity"])
        bound = inspect.signature(fn).bind(*loaded[0], **loaded[1])
    except Exception:
        return None
    return {k: v for k, v in bound.arguments.items() if inspect.signature(fn).parameters[k].kind in
            (inspect.Parameter.POSITIONAL_ONLY, inspect.Parameter.POSITIONAL_OR_KEYWORD, inspect.Parameter.KEYWORD_ONLY)}


def _filler(p, names):
    """A value for a required parameter no donor call supplies (`new_sid` of `rename(sid,
    new_sid)`), or None: a fresh string beside the donor's first string (`"s1"` -> `"s1-2"`),
    or 1 for an int annotation. Only where the attack compares two versions of the same code
    (the transplant): there an argument of the wrong meaning fails alike on both."""
    ann = p.annotation
    if ann in (str, "str") or (ann is inspect.Parameter.empty and p.name.endswith(("id", "name", "key"))):
        first = next((v for v in names.values() if isinstance(v, str)), None)
        return f"{first}-2" if first is not None else "x-2"
    if ann in (int, "int"):
        return 1
    if ann in (float, "float"):
        return 1.0
    return None


def borrowed_calls(root, recs, wanted, per_target, fill=False):
    """Recorded-call records for functions no recorded call reaches (`grace_ends(loan)` beside a
    recorded `loan_status(loan, today)`): the arguments of another function's recorded call, bound
    by parameter name, where they supply every parameter the function requires. A method borrows
    only from a method of its own class (its `self` is that call's receiver)."""
    out = []
    named = [(rec, _bound_names(root, rec)) for rec in recs]
    for w in wanted:
        try:
            fn = _rp.resolve(root, w["file"], w["entity"])
            params = inspect.signature(fn).parameters
        except Exception:
            continue
        owner = w["entity"].rsplit(".", 1)[0] if "." in w["entity"] else None
        found = 0
        for rec, names in named:
            if names is None or (rec["file"], rec["entity"]) == (w["file"], w["entity"]):
                continue
            if owner is not None and (rec["entity"].rsplit(".", 1)[0] if "." in rec["entity"] else None) != owner:
                continue
            args, kwargs, ok = [], {}, True
            for k, p in params.items():
                if p.kind in (inspect.Parameter.VAR_POSITIONAL, inspect.Parameter.VAR_KEYWORD):
                    continue
                if k in names:
                    if p.kind == inspect.Parameter.KEYWORD_ONLY:
                        kwargs[k] = names[k]
                    else:
                        args.append(names[k])
                elif p.default is inspect.Parameter.empty:
                    value = _filler(p, names) if fill else None
                    if value is None:
                        ok = False
                        break
                    if p.kind == inspect.Parameter.KEYWORD_ONLY:
                        kwargs[k] = value
                    else:
                        args.append(value)
                else:
                    break  # later positional parameters keep their defaults
            if not ok:
                continue
            try:
                blob = dump_args(tuple(args), kwargs)
            except Exception:
                continue
            out.append({"group": len(recs) + len(out), "file": w["file"], "entity": w["entity"], "args": blob, "test": rec.get("test"),
                        "argsRepr": _rp.call_repr(w["entity"], tuple(args), kwargs), "borrowed": rec["entity"]})
            found += 1
            if found >= per_target:
                break
    return out


def _load_call(root, rec):
    """(args, kwargs) of one recorded call, its test's folder on the path and its function's
    module imported first (the pickles name its classes); None when it cannot be loaded."""
    if rec.get("test"):
        _rp.add_path(_rp.test_root(root, rec["test"]))
    try:
        _rp.resolve(root, rec["file"], rec["entity"])
    except Exception:
        pass
    return load_args(rec)


def recorded_texts(root, recs):
    """{(file, entity): {slot: [text values]}} over every recorded call of the batch."""
    out = {}
    for rec in recs:
        loaded = _load_call(root, rec)
        if loaded is None:
            continue
        for i, v in enumerate(loaded[0]):
            if type(v) is str and len(v) <= 200:
                out.setdefault((rec["file"], rec["entity"]), {}).setdefault(i, []).append(v)
    return out


_LEAD_WORD = re.compile(r"^\s*([A-Za-z]+)\s")
_TAIL_WORD = re.compile(r"(?<![A-Za-z])([A-Za-z]+)\s*$")


def splice_neighbours(args, kwargs, skip_first, texts, limit):
    """Role "cross": a text argument given the leading or trailing word another recorded call of
    the same function carried in that slot ("-0 7 39" + "W", the hemisphere letter of
    "12.5W"): two features of the input met together, where a check of their combination (a
    sign and a letter both given) is reached that no single test reaches."""
    out = []
    for i, v in enumerate(args):
        if (skip_first and i == 0) or type(v) is not str or _LEAD_WORD.match(v) or _TAIL_WORD.search(v):
            continue
        words = []
        for o in texts.get(i, []):
            if o == v:
                continue
            for rx, at in ((_TAIL_WORD, "tail"), (_LEAD_WORD, "head")):
                m = rx.search(o)
                if m and (m.group(1), at) not in words:
                    words.append((m.group(1), at))
        for w, at in words:
            for x in ((v + " " + w, v + w) if at == "tail" else (w + " " + v,)):
                a = list(args)
                a[i] = x
                out.append(("cross", f"splice@{i}:{at}={_rp.short(w, 12)}", tuple(a), dict(kwargs), None))
                if len(out) >= limit:
                    return out
    return out


def _moved_values(v):
    """Other values of one scalar input, for the dropped-input attack: a number up and down by
    one, doubled, halved, ten times and zero (the type kept: a threshold far above every step of
    the data shows too); a flag flipped. Nothing for other kinds."""
    if isinstance(v, bool):
        return [not v]
    if isinstance(v, int):
        out = [v + 1, v - 1, v * 2, v // 2, v * 10, 0]
    elif isinstance(v, float) and math.isfinite(v):
        out = [v + 1.0, v - 1.0, v * 2.0, v / 2.0, v * 10.0, 0.0]
    elif isinstance(v, Decimal) and v.is_finite():
        out = [v + 1, v - 1, v * 2, v / 2, v * 10, Decimal(0)]
    else:
        return []
    seen, kept = set(), []
    for x in out:
        if x != v and x not in seen:
            seen.add(x)
            kept.append(x)
    return kept


def _get_chain(obj, chain):
    for part in chain.split("."):
        obj = getattr(obj, part)
    return obj


def vary_neighbours(root, rec, args, kwargs, wanted):
    """Role "vary" rows of one recorded call: each input the candidate stops reading
    (dropped_reads.py; a parameter bound by name, its default where the call left it out, or a
    receiver field `self.book.max_plots`) moved to the values `_moved_values` gives, the rest of
    the call as recorded. [(label, args, kwargs, name)]."""
    out = []
    try:
        fn = _rp.resolve(root, rec["file"], rec["entity"])
        sig = inspect.signature(fn)
    except Exception:
        return out
    for w in wanted:
        if w["kind"] == "param":
            p = sig.parameters.get(w["name"])
            if p is None or p.kind in (inspect.Parameter.VAR_POSITIONAL, inspect.Parameter.VAR_KEYWORD):
                continue
            try:
                bound = sig.bind(*args, **kwargs)
            except TypeError:
                continue
            current = bound.arguments.get(w["name"], p.default)
            if current is inspect.Parameter.empty:
                continue
            for x in _moved_values(current):
                b = sig.bind(*args, **kwargs)
                b.arguments[w["name"]] = x
                out.append((f"vary:{w['name']}={current!r}->{x!r}", tuple(b.args), dict(b.kwargs), w["name"]))
        elif w["kind"] == "field" and args:
            try:
                current = _get_chain(args[0], w["name"])
            except Exception:
                continue
            head, _, leaf = w["name"].rpartition(".")
            for x in _moved_values(current):
                try:
                    receiver = copy.deepcopy(args[0])
                    setattr(_get_chain(receiver, head) if head else receiver, leaf, x)
                except Exception:
                    continue
                out.append((f"vary:self.{w['name']}={current!r}->{x!r}", (receiver,) + tuple(args[1:]), dict(kwargs), "self." + w["name"]))
    return out


def _float_declared(ann):
    """Whether an annotation declares a float (`float`, "float", `float | None`): a whole number
    given there (`Segment(600, 900)` for `rate: float`) is a float the test happened to write
    whole, and its hair is a float's, not a whole step (a threshold moved to `>= maximum + 1`
    shows only between the whole numbers)."""
    if ann is float:
        return True
    return isinstance(ann, str) and re.fullmatch(r"\s*(Optional\[\s*float\s*\]|float(\s*\|\s*None)?)\s*", ann) is not None


def _hair(v, fine=False, steps=1, as_float=False):
    """The value just below and just above `v` ([(sign, value)]), in its own type; [] for other
    kinds. `fine`: a thousandth of the hair, and only for the kinds that have one (a float, a
    fraction, a decimal): the second look inside the gap a first hair opened. `fine="coarse"`: a
    thousand hairs, the same kinds only: a change that is still there is no float tolerance
    (`math.isclose`) but a moved threshold. `steps`: that many hairs, for the kinds whose hair is a
    whole step only (an int, a day, a second): how far a change on one side of a point reaches.
    `as_float`: an int where a float is declared has a float's hair."""
    if isinstance(v, bool):
        return []
    if as_float and type(v) is int and steps == 1:
        v = float(v)
    if isinstance(v, int):
        return [] if fine else [("-", v - steps), ("+", v + steps)]
    if steps != 1:
        if type(v) is datetime.datetime:
            return [("-", v - datetime.timedelta(seconds=steps)), ("+", v + datetime.timedelta(seconds=steps))]
        if type(v) is datetime.date:
            return [("-", v - datetime.timedelta(days=steps)), ("+", v + datetime.timedelta(days=steps))]
        return []
    places = 12 if fine is True else 6 if fine == "coarse" else 9
    if isinstance(v, float) and math.isfinite(v):
        h = max(abs(v), 1.0) * 10.0 ** -places
        return [("-", v - h), ("+", v + h)]
    if isinstance(v, Fraction):
        h = max(abs(v), Fraction(1)) / 10**places
        return [("-", v - h), ("+", v + h)]
    if isinstance(v, Decimal) and v.is_finite():
        h = max(abs(v), Decimal(1)) * Decimal(f"1e-{places}")
        return [("-", v - h), ("+", v + h)]
    if fine:
        return []
    if type(v) is datetime.datetime:
        return [("-", v - datetime.timedelta(seconds=1)), ("+", v + datetime.timedelta(seconds=1))]
    if type(v) is datetime.date:
        return [("-", v - datetime.timedelta(days=1)), ("+", v + datetime.timedelta(days=1))]
    return []


def _distinct_at(seq, path):
    """Whether the elements of `seq` hold pairwise distinct values at `path` (two or more elements)."""
    vals = [_leaf(e, path) for e in seq]
    try:
        return len(vals) > 1 and len(set(vals)) == len(vals)
    except TypeError:
        return False


def _state_attrs(v):
    """The data attributes of an object, public ones first, then its own private state (`_pos`,
    `_episodes`: where a stateful receiver keeps the numbers its methods compare), at most 6."""
    items = [(k, x) for k, x in sorted(vars(v).items()) if not k.startswith("__") and _ob.implementation_kind(x) is None]
    return ([(k, x) for k, x in items if not k.startswith("_")] + [(k, x) for k, x in items if k.startswith("_")])[:6]


def nudge_variants_at(v, depth=0, fine=False, steps=1, as_float=False):
    """[(path, sign, value)]: `v` with one number or day moved by a hair (`_hair`), down and up,
    each with the path of the part that moved (as keep_variants_at names it). An object's private
    state is moved too, four levels down (a receiver's feed's episode's length): a hair moves a
    value the program already holds by the least it can, and a threshold compared with a stored
    number (`pos * 100 > ep.seconds * 90`) is met or moved only as seen from that number."""
    if depth > 4 or v is None:
        return []
    hair = _hair(v, fine, steps, as_float)
    if hair:
        return [("", sg, x) for sg, x in hair]
    if type(v) in (list, tuple):
        seq = list(v)
        out = []
        for k, e in enumerate(seq[:4]):
            for p, sg, x in nudge_variants_at(e, depth + 1, fine, steps):
                # a part of an element moved onto the value the same part of another element holds
                # (an episode's id onto the next one's) is no hair: where the elements' values
                # there are all distinct it makes two of them one (a key), which changes what is
                # found, not how a quantity compares
                if p and _distinct_at(seq, p) and any(_leaf(o, p) == _leaf(x, p) for j, o in enumerate(seq) if j != k):
                    continue
                out.append((f"[{k}]{p}", sg, type(v)(seq[:k] + [x] + seq[k + 1:])))
        return out
    if type(v) is dict:
        out = []
        for k in list(v)[:6]:
            for p, sg, x in nudge_variants_at(v[k], depth + 1, fine, steps):
                c = dict(v)
                c[k] = x
                out.append((f"[{k!r}]{p}", sg, c))
        return out
    if dataclasses.is_dataclass(v) and not isinstance(v, type):
        out = []
        for f in dataclasses.fields(v):
            if not f.init:
                continue
            for p, sg, x in nudge_variants_at(getattr(v, f.name), depth + 1, fine, steps, _float_declared(f.type)):
                try:
                    out.append((f".{f.name}{p}", sg, dataclasses.replace(v, **{f.name: x})))
                except Exception:
                    # the constructor's own check refuses the moved value on this tree: where that
                    # check is the changed function (a rate a hair above the maximum, validated in
                    # __post_init__ by the very check the fix edits), the hair is still the point's
                    # other side, so the value is set past the constructor (pickled as it stands,
                    # replayed without it); elsewhere that side is not probed
                    moved = _set_past_init(v, f.name, x)
                    if moved is not None:
                        out.append((f".{f.name}{p}", sg, moved))
        return out
    if _plain_object(v):
        out = []
        for name, x0 in _state_attrs(v):
            for p, sg, x in nudge_variants_at(x0, depth + 1, fine, steps):
                c = _with_attr(v, name, x)
                if c is not None:
                    out.append((f".{name}{p}", sg, c))
        return out
    return []


def _set_past_init(v, name, x):
    """A copy of dataclass `v` with field `name` set to `x` without running its constructor, or None."""
    try:
        c = copy.copy(v)
        object.__setattr__(c, name, x)
        return c
    except Exception:
        return None


def nudge_neighbours(args, kwargs, skip_first, limit=48, fine=False, steps=1, floats=()):
    """[(label, path, sign, args, kwargs)]: the call with one number or day of its arguments (the
    receiver's too: a method's limit is data of the call) moved by a hair (`steps` hairs).
    `floats`: the positions and keywords whose parameter is declared a float."""
    out = []
    times = f"x{steps}" if steps != 1 else ""
    for i, a in enumerate(args):
        for p, sg, x in nudge_variants_at(a, 0, fine, steps, i in floats):
            out.append((f"nudge:{i}{p}{sg}{times}", f"{i}{p}", sg, tuple(args[:i]) + (x,) + tuple(args[i + 1:]), dict(kwargs), x, p))
    for k in sorted(kwargs):
        for p, sg, x in nudge_variants_at(kwargs[k], 0, fine, steps, k in floats):
            out.append((f"nudge:{k}{p}{sg}{times}", f"{k}{p}", sg, tuple(args), {**kwargs, k: x}, x, p))
    # where the call holds a number between two whole numbers (10.5 beside a maximum of 10), a
    # step of one is no hair: it jumps a gap the fix may have opened (`>= maximum + 1`), so the
    # whole numbers are not moved at all (an int declared a float is moved by a float's hair)
    if any(_between_wholes(n) for n in _numbers_in(list(args) + list(kwargs.values()))):
        out = [r for r in out if not (isinstance(_leaf(r[5], r[6]), int) and not isinstance(_leaf(r[5], r[6]), bool))]
    return [r[:5] for r in out[:limit]]


def float_parameters(root, rec, args):
    """The positions (of `args` as recorded) and keywords of the recorded call's function whose
    parameter is declared a float; empty where the function cannot be resolved."""
    try:
        fn = _rp.resolve(root, rec["file"], rec["entity"])
        params = list(inspect.signature(fn).parameters.values())
    except Exception:
        return set()
    # a method resolved on its class lists `self`, which the recorded receiver (args[0]) fills
    out = set()
    for i, prm in enumerate(params):
        if prm.kind in (prm.VAR_POSITIONAL, prm.VAR_KEYWORD) or not _float_declared(prm.annotation):
            continue
        if prm.kind is not prm.KEYWORD_ONLY and i < len(args):
            out.add(i)
        out.add(prm.name)
    return out


def _numbers_in(values, depth=0):
    """The numbers held in `values` (their elements, fields and attributes, three levels)."""
    out = []
    for v in values:
        if isinstance(v, bool) or depth > 3:
            continue
        if isinstance(v, (int, float, Fraction, Decimal)):
            out.append(v)
        elif type(v) in (list, tuple):
            out += _numbers_in(list(v)[:8], depth + 1)
        elif type(v) is dict:
            out += _numbers_in(list(v.values())[:8], depth + 1)
        elif dataclasses.is_dataclass(v) and not isinstance(v, type):
            out += _numbers_in([getattr(v, f.name, None) for f in dataclasses.fields(v)], depth + 1)
        elif _plain_object(v):
            out += _numbers_in([x for _, x in _public_attrs(v)], depth + 1)
    return out


def _between_wholes(n):
    try:
        return not isinstance(n, int) and math.isfinite(float(n)) and n != int(n)
    except (ValueError, OverflowError, InvalidOperation):
        return False


def _leaf(v, path):
    """The part of `v` at a nudge path ("", ".maximum", "[0].amount", "['kcal']")."""
    for m in re.finditer(r"\.(\w+)|\[(\d+)\]|\[('[^']*'|\"[^\"]*\"|[^\]]+)\]", path):
        try:
            if m.group(1) is not None:
                v = getattr(v, m.group(1))
            elif m.group(2) is not None:
                v = v[int(m.group(2))] if type(v) in (list, tuple) else v[ast.literal_eval(m.group(2))]
            else:
                v = v[ast.literal_eval(m.group(3))]
        except Exception:
            return None
    return v


def _text_class(s):
    """The kinds of character a text holds: digits, letters, space, and each other character."""
    return {("d" if ch.isdigit() else "a" if ch.isalpha() else "s" if ch.isspace() else ch) for ch in s}


def recorded_domains(root, recs):
    """Per function, per positional argument, what its recorded calls gave (at least two calls):
    - for a private helper (`_to_ms`, a name with one leading underscore), a text on every call:
      the kinds of character and the lengths. Its inputs are what its own module's callers make of
      theirs (a fraction a regular expression cut to one to three digits);
    - for any function, a number on every call: whether all were whole (`int`), and their range."""
    seen = {}
    for rec in recs:
        loaded = _load_call(root, rec)
        if loaded is None:
            continue
        args, _kw = loaded
        last = rec["entity"].split(".")[-1]
        private = last.startswith("_") and not last.startswith("__")
        slots = seen.setdefault((rec["file"], rec["entity"]), {})
        for i, v in enumerate(args):
            if i in slots and slots[i] is None:
                continue
            cur = slots.get(i)
            if type(v) is str and private and (cur is None or cur["kind"] == "text"):
                cur = cur or {"kind": "text", "chars": set(), "min": len(v), "max": len(v), "n": 0}
                cur["chars"] |= _text_class(v)
                cur["min"], cur["max"] = min(cur["min"], len(v)), max(cur["max"], len(v))
            elif type(v) in (int, float) and (type(v) is not float or math.isfinite(v)) and (cur is None or cur["kind"] == "number"):
                cur = cur or {"kind": "number", "whole": True, "min": v, "max": v, "n": 0}
                cur["whole"] = cur["whole"] and type(v) is int
                cur["min"], cur["max"] = min(cur["min"], v), max(cur["max"], v)
            else:
                slots[i] = None
                continue
            cur["n"] += 1
            slots[i] = cur
    return {k: {i: d for i, d in slots.items() if d is not None and d["n"] >= 2} for k, slots in seen.items()}


def outside_domain(domain, args):
    """Whether a neighbour leaves its function's recorded domain: a private helper's text with a
    kind of character or a length no caller gave, or a fraction where every call gave a whole
    number (half a mite: a count is whole)."""
    for i, d in (domain or {}).items():
        if i >= len(args):
            continue
        v = args[i]
        if d["kind"] == "text" and type(v) is str:
            if not _text_class(v) <= d["chars"] or not d["min"] <= len(v) <= d["max"]:
                return True
        elif d["kind"] == "number" and d["whole"] and type(v) is float and not v.is_integer():
            return True
    return False


def far_from_domain(domain, old, new):
    """Whether a neighbour moves a number past the range its function's recorded calls gave, by a
    factor (x2, x1/2) rather than a step (a clock reading of 1920 minutes from 960, where the calls
    read 360 to 1320): no longer "a little" beside a recorded call."""
    for i, d in (domain or {}).items():
        if i >= len(new) or i >= len(old) or d["kind"] != "number":
            continue
        a, b = old[i], new[i]
        if type(b) not in (int, float) or type(a) not in (int, float) or a == 0 or a == b:
            continue
        ratio = abs(b) / abs(a)
        if (b > d["max"] or b < d["min"]) and (ratio >= 1.5 or ratio <= 2 / 3):
            return True
    return False


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--calls", required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--max-keep", type=int, default=40)
    ap.add_argument("--max-cross", type=int, default=30)
    ap.add_argument("--aims", help='JSON {"numbers": [...], "strings": [...], "first": [...]}: add role "aim" neighbours ("first": set in every part before the others)')
    ap.add_argument("--collect", action="store_true", help="with --entries: also give the call to functions taking a list of one of its arguments (role entry, transform entry:F@collected), and by parameter name to functions taking one argument more, filled afresh (entry:F@filled)")
    ap.add_argument("--aims-only", action="store_true", help="the exact calls and their aim neighbours only")
    ap.add_argument("--max-aim", type=int, default=24)
    ap.add_argument("--entries", action="store_true", help='the exact calls and the same arguments given to the other functions of the class or module that take them (role "entry")')
    ap.add_argument("--named", action="store_true", help="with --entries: also give the call, by parameter name, to the functions of the class or module whose parameters are all among its own (role entry, transform entry:F@named)")
    ap.add_argument("--borrow", help='JSON [{"file", "entity"}]: functions no call of CALLS reaches, called with the arguments of a recorded call of another function bound by parameter name (then treated as recorded calls)')
    ap.add_argument("--vary", help='JSON [{"entity", "name", "kind": "param"|"field"}]: the exact calls and, per input of the entity the candidate stops reading, the call with that input moved (role "vary"; the dropped-input attack)')
    ap.add_argument("--donors", help="with --borrow: JSON-lines call records (the tracer's) lent to the borrowing functions first, latest first, and not themselves varied (an object as a test left it)")
    ap.add_argument("--borrow-fill", action="store_true", help="with --borrow: a required parameter no donor supplies gets a fresh value (a string beside the donor's, 1 for an int); for attacks that compare two versions of the same code")
    ap.add_argument("--nudge", action="store_true", help='the exact calls and, per number or day of the arguments, the call with it moved by a hair down and up (role "nudge"; the boundary-point test)')
    ap.add_argument("--nudge-steps", help='with --nudge: comma-separated counts of hairs ("2,3,8"), for the parts whose hair is a whole step (ints, days, seconds); rows carry "steps"')
    ap.add_argument("--nudge-fine", action="store_true", help="with --nudge: a thousandth of the hair, floats, fractions and decimals only (the second look)")
    ap.add_argument("--nudge-coarse", action="store_true", help="with --nudge: a thousand hairs, floats, fractions and decimals only (a moved threshold confirmed)")
    ap.add_argument("--categories", action="store_true", help="also cross neighbours with a category swapped (an object's field or a text argument set to each other string the code compares that name with: role \"cross\", transform category@SLOT[.FIELD]); for the deletion attacks")
    ap.add_argument("--analogues", action="store_true", help='the exact calls and, per numeric argument, the values of the same role in the data the call carries (role "analogue")')
    opts = ap.parse_args(argv)
    aims, first_aims = [], []
    if opts.aims:
        with open(opts.aims, encoding="utf-8") as fh:
            spec = json.load(fh)
        aims = [x for x in spec.get("numbers", []) if isinstance(x, (int, float)) and not isinstance(x, bool)] + [x for x in spec.get("strings", []) if isinstance(x, str)]
        first_aims = [x for x in spec.get("first", []) if isinstance(x, str) or (isinstance(x, (int, float)) and not isinstance(x, bool))]
    vary = None
    if opts.vary:
        with open(opts.vary, encoding="utf-8") as fh:
            vary = json.load(fh)
    root = os.path.realpath(os.getcwd())
    if root not in sys.path:
        sys.path.insert(0, root)
    real_stdout = os.dup(1)
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, 1)
    sys.stdout = open(os.devnull, "w")
    summary = {"groups": []}
    with open(opts.out, "w", encoding="utf-8") as out:
        recs = list(read_jsonl(opts.calls))
        if opts.borrow:
            with open(opts.borrow, encoding="utf-8") as fh:
                wanted = json.load(fh)
            if opts.donors:
                donors = [dict(d, group=-1 - i) for i, d in enumerate(reversed(list(read_jsonl(opts.donors))))]
                lent = borrowed_calls(root, donors, wanted, 4, fill=opts.borrow_fill)
                recs += [dict(r, group=len(recs) + i) for i, r in enumerate(lent)]
            recs += borrowed_calls(root, recs, wanted, 2, fill=opts.borrow_fill)
        texts = {} if (opts.entries or opts.aims_only or opts.analogues or opts.nudge or vary is not None) else recorded_texts(root, recs)
        domains = {} if (opts.entries or opts.nudge or vary is not None) else recorded_domains(root, recs)
        categories = category_domains(root) if opts.categories and not (opts.entries or opts.nudge or vary is not None or opts.aims_only or opts.analogues) else {}
        for rec in recs:
            loaded = _load_call(root, rec)
            if loaded is None:
                continue
            args, kwargs = loaded
            group = rec["group"]
            skip_first = "." in rec["entity"] and bool(args) and not scalar(args[0])
            constants = code_constants(root, rec["file"], rec["entity"])
            if opts.entries:
                base = {"file": rec["file"], "test": rec.get("test"), "group": group}
                out.write(json.dumps({**base, "entity": rec["entity"], "id": f"x{group}", "role": "exact", "transform": "exact", "args": rec["args"],
                                      "shape": call_shape(args, kwargs, skip_first), "argsRepr": rec.get("argsRepr") or _rp.call_repr(rec["entity"], args, kwargs)}) + "\n")
                entries = entry_siblings(root, rec["file"], rec["entity"], args, kwargs, 8)
                for k, other in enumerate(entries):
                    try:
                        fn, sibling = _rp.resolve(root, rec["file"], rec["entity"]), _rp.resolve(root, rec["file"], other)
                    except Exception:
                        fn = sibling = None
                    guards = shared_guards(fn, sibling) if fn is not None else []
                    kin = kinship(fn, sibling) if fn is not None and sibling is not None else []
                    out.write(json.dumps({**base, "entity": other, "id": f"x{group}.e{k}", "role": "entry", "transform": f"entry:{other}", "args": rec["args"],
                                          **({"guards": guards} if guards else {}), **({"kin": kin} if kin else {}),
                                          "shape": call_shape(args, kwargs, skip_first), "argsRepr": _rp.call_repr(other, args, kwargs)}) + "\n")
                    # and at the sibling's own limit, where the reproducer stood at F's (90 -> 180)
                    pairs = limit_analogues(fn, sibling) if fn is not None else []
                    for j, (x, y) in enumerate(pairs):
                        moved = _with_limit(args, kwargs, x, y)
                        if moved is None:
                            continue
                        try:
                            dumped = dump_args(*moved)
                        except Exception:
                            continue
                        out.write(json.dumps({**base, "entity": other, "id": f"x{group}.e{k}.l{j}", "role": "entry", "transform": f"entry:{other}@limit={x}->{y}", "args": dumped,
                                              "shape": call_shape(moved[0], moved[1], skip_first), "argsRepr": _rp.call_repr(other, *moved)}) + "\n")
                made = []
                if opts.named:
                    # siblings taking some of the call's parameters, by name
                    made.append(("m", "named", named_entries(root, rec["file"], rec["entity"], args, kwargs, 4)))
                if opts.collect:
                    # entries that take the data otherwise: filled in (a refund of the sale) or
                    # collected (a list of the one item)
                    made += [("f", "filled", filled_entries(root, rec, 4)), ("c", "collected", collected_entries(root, rec["file"], rec["entity"], args, kwargs, 4)),
                             ("p", "tupled", tupled_entries(root, rec["file"], rec["entity"], args, kwargs, 4))]
                for tag, how, entries_made in made:
                    for k, (other, eargs, ekw) in enumerate(entries_made):
                        try:
                            dumped = dump_args(eargs, ekw)
                        except Exception:
                            continue
                        out.write(json.dumps({**base, "entity": other, "id": f"x{group}.{tag}{k}", "role": "entry", "transform": f"entry:{other}@{how}", "args": dumped,
                                              "shape": call_shape(eargs, ekw, skip_first), "argsRepr": _rp.call_repr(other, eargs, ekw)}) + "\n")
                summary["groups"].append({"group": group, "file": rec["file"], "entity": rec["entity"], "test": rec.get("test"), "argsRepr": rec.get("argsRepr"), "entry": len(entries)})
                continue
            if opts.nudge:
                base = {"file": rec["file"], "entity": rec["entity"], "test": rec.get("test"), "group": group}
                out.write(json.dumps({**base, "id": f"x{group}", "role": "exact", "transform": "exact", "args": rec["args"],
                                      "shape": call_shape(args, kwargs, skip_first), "argsRepr": rec.get("argsRepr") or _rp.call_repr(rec["entity"], args, kwargs)}) + "\n")
                rows = 0
                floats = float_parameters(root, rec, args)
                made = [(1, nudge_neighbours(args, kwargs, skip_first, fine="coarse" if opts.nudge_coarse else opts.nudge_fine, floats=floats))] if not opts.nudge_steps else \
                    [(n, nudge_neighbours(args, kwargs, skip_first, steps=n)) for n in (int(x) for x in opts.nudge_steps.split(",") if x.strip())]
                for n, nudges in made:
                    for k, (label, path, sg, a, kw) in enumerate(nudges):
                        try:
                            blob = dump_args(a, kw)
                        except Exception:
                            continue
                        rows += 1
                        out.write(json.dumps({**base, "id": f"x{group}.h{k}" + (f"s{n}" if opts.nudge_steps else ""), "role": "nudge", "transform": label, "path": path, "sign": sg,
                                              **({"steps": n} if opts.nudge_steps else {}), "args": blob,
                                              "shape": call_shape(a, kw, skip_first), "argsRepr": _rp.call_repr(rec["entity"], a, kw)}) + "\n")
                summary["groups"].append({"group": group, "file": rec["file"], "entity": rec["entity"], "test": rec.get("test"), "argsRepr": rec.get("argsRepr"), "nudge": rows})
                continue
            if vary is not None:
                wanted = [w for w in vary if w.get("entity") == rec["entity"] and w.get("file", rec["file"]) == rec["file"]]
                base = {"file": rec["file"], "entity": rec["entity"], "test": rec.get("test"), "group": group}
                out.write(json.dumps({**base, "id": f"x{group}", "role": "exact", "transform": "exact", "args": rec["args"],
                                      "shape": call_shape(args, kwargs, skip_first), "argsRepr": rec.get("argsRepr") or _rp.call_repr(rec["entity"], args, kwargs)}) + "\n")
                rows = 0
                for k, (label, a, kw, name) in enumerate(vary_neighbours(root, rec, args, kwargs, wanted)):
                    try:
                        blob = dump_args(a, kw)
                    except Exception:
                        continue
                    rows += 1
                    out.write(json.dumps({**base, "id": f"x{group}.v{k}", "role": "vary", "transform": label, "input": name, "args": blob,
                                          "shape": call_shape(a, kw, skip_first), "argsRepr": _rp.call_repr(rec["entity"], a, kw)}) + "\n")
                summary["groups"].append({"group": group, "file": rec["file"], "entity": rec["entity"], "test": rec.get("test"), "argsRepr": rec.get("argsRepr"), "vary": rows})
                continue
            if opts.aims_only or opts.analogues:
                nbrs, info = [], {}
            else:
                try:
                    int_slots = int_annotated_slots(_rp.resolve(root, rec["file"], rec["entity"]), args, kwargs)
                except Exception:
                    int_slots = set()
                compared, slot_names = {}, {}
                try:
                    fn_here = _rp.resolve(root, rec["file"], rec["entity"])
                    try:
                        bound = list(inspect.signature(fn_here).bind(*args, **kwargs).arguments)
                        slot_names = dict(enumerate(bound[: len(args)] + list(kwargs)))
                    except Exception:
                        slot_names = {}
                    # what this call compared first, then what the function's other recorded calls
                    # compared (a check this input stops before reaching: the cap behind the limit)
                    by_name = {n: list(vs) for n, vs in compared_values(fn_here, args, kwargs).items()}
                    for n, vs in compared_by_fn(root, recs, rec["file"], rec["entity"]).items():
                        by_name.setdefault(n, [])
                        by_name[n] += [v for v in vs if v not in by_name[n]]
                    compared = {k: by_name[n] for k, n in slot_names.items() if n in by_name}
                except Exception:
                    compared = {}
                nbrs, info = neighbours_of(args, kwargs, skip_first, constants, opts.max_keep, opts.max_cross, int_slots, compare_limits(root, rec["file"], rec["entity"]), compared, categories, slot_names)
                nbrs = nbrs + table_neighbours(args, kwargs, skip_first, code_tables(root, rec["file"], rec["entity"]), 8)
                nbrs = nbrs + splice_neighbours(args, kwargs, skip_first, texts.get((rec["file"], rec["entity"]), {}), 4)
            if opts.analogues:
                nbrs = nbrs + analogue_neighbours(args, kwargs, skip_first, 12)
            if opts.aims:
                nbrs = nbrs + aim_neighbours(args, kwargs, skip_first, aims, opts.max_aim, first_aims)
            base = {"file": rec["file"], "entity": rec["entity"], "test": rec.get("test"), "group": group,
                    **({"borrowed": rec["borrowed"]} if rec.get("borrowed") else {})}
            out.write(json.dumps({**base, "id": f"x{group}", "role": "exact", "transform": "exact", "args": rec["args"],
                                  "shape": call_shape(args, kwargs, skip_first),
                                  "argsRepr": rec.get("argsRepr") or _rp.call_repr(rec["entity"], args, kwargs)}) + "\n")
            counts = {"keep": 0, "cross": 0, "repr": 0, "rename": 0, "aim": 0, "analogue": 0, "table": 0}
            linked = receiver_strings(args[0]) if skip_first and args else set()
            for k, (role, label, a, kw, extra) in enumerate(nbrs):
                try:
                    blob = dump_args(a, kw)
                except Exception:
                    continue
                counts[role] += 1
                # a neighbour that drops a string linking the arguments to the receiver's state
                # (a reservation's sku the inventory holds) is outside the object's data: where the
                # pre-edit let it pass and the candidate crashes, that is no regression shown
                unlinked = not _keeps_receiver_links(list(args) + list(kwargs.values()), list(a) + list(kw.values()), linked)
                # a private helper's text no caller of the module gives it (a sign in a fraction of
                # digits, a fourth digit), a fraction where every caller gave a whole number: outside
                # what any behaviour reaches; a number moved far past the recorded ones: no longer
                # beside a recorded call
                domain = domains.get((rec["file"], rec["entity"]))
                outside = outside_domain(domain, a)
                far = far_from_domain(domain, args, a)
                out.write(json.dumps({**base, "id": f"x{group}.n{k}", "role": role, "transform": label, "args": blob,
                                      **({"rename": extra} if extra else {}), **({"unlinked": True} if unlinked else {}),
                                      **({"outside": True} if outside else {}), **({"far": True} if far else {}),
                                      "shape": call_shape(a, kw, skip_first),
                                      "argsRepr": _rp.call_repr(rec["entity"], a, kw)}) + "\n")
            summary["groups"].append({"group": group, "file": rec["file"], "entity": rec["entity"], "test": rec.get("test"),
                                      "argsRepr": rec.get("argsRepr"), **info, **counts})
    os.write(real_stdout, (json.dumps(summary) + "\n").encode())
    os._exit(0)


if __name__ == "__main__":
    main()
