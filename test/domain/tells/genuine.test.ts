// Genuine small repairs match no tell rule: the rules are chosen so that ordinary fixes
// (guards, off-by-ones, operator fixes, refactors into tables or loops) stay quiet.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { scan } from './scan.js';

describe('overfit tells: genuine small repairs match nothing', () => {
  const genuine: [string, string, string, Record<string, string>?][] = [
    ['off-by-one', 'def upto(n):\n    return [i for i in range(n)]\n', 'def upto(n):\n    return [i for i in range(n + 1)]\n', { 'n:5': 'test_upto' }],
    [
      'a None guard returning a default at the top',
      'def size(x, default=0):\n    return len(x)\n',
      'def size(x, default=0):\n    if x is None:\n        return default\n    return len(x)\n',
    ],
    ['a None guard returning a literal', 'def size(x):\n    return len(x)\n', 'def size(x):\n    if x is None:\n        return 0\n    return len(x)\n'],
    ['an empty guard', 'def first(items):\n    return items[0]\n', 'def first(items):\n    if not items:\n        return None\n    return items[0]\n'],
    ['a range guard', 'def fact(n):\n    return n * fact(n - 1)\n', 'def fact(n):\n    if n <= 1:\n        return 1\n    return n * fact(n - 1)\n', { 'n:1': 'test_fact' }],
    ['a rounding fix', 'def pct(a, p):\n    raw = a * p / 100\n    return int(raw)\n', 'def pct(a, p):\n    raw = a * p / 100\n    return int(round(raw))\n', { 'n:1299': 'test_pct', 'n:260': 'test_pct' }],
    ['a comparison operator fix', 'def inside(x, hi):\n    if x < hi:\n        return True\n    return False\n', 'def inside(x, hi):\n    if x <= hi:\n        return True\n    return False\n'],
    ['a new validation guard', 'def pay(amount):\n    return book(amount)\n', 'def pay(amount):\n    if amount < 0:\n        raise ValueError("negative")\n    return book(amount)\n'],
    [
      'a narrow handler returning None',
      'def to_int(s):\n    return int(s)\n',
      'def to_int(s):\n    try:\n        return int(s)\n    except ValueError:\n        return None\n',
    ],
    [
      'an else folded into a fallthrough',
      'def sgn(x):\n    if x < 0:\n        return -1\n    else:\n        return abs(x) and 1\n',
      'def sgn(x):\n    if x < 0:\n        return -1\n    return abs(x) and 1\n',
    ],
    [
      'an accumulator initialised to a literal',
      'def count(xs):\n    total = len(xs)\n    return total\n',
      'def count(xs):\n    total = 0\n    for x in xs:\n        if x is not None:\n            total += 1\n    return total\n',
    ],
    [
      'a guard wrapped around existing code',
      'def close(conn):\n    conn.flush()\n    conn.close()\n',
      'def close(conn):\n    if conn is not None:\n        conn.flush()\n        conn.close()\n',
    ],
    [
      'a keyword dispatch that computes',
      'def split(line, delimiter=None):\n    return line.split(",")\n',
      'def split(line, delimiter=None):\n    if delimiter == ";":\n        return line.split(";")\n    return line.split(",")\n',
      { 's:;': 'test_split' },
    ],
    [
      'a condition moved into the loop',
      'def pick(xs, lo):\n    if lo is None:\n        lo = 0\n    return [x for x in xs if x > lo]\n',
      'def pick(xs, lo):\n    lo = 0 if lo is None else lo\n    return [x for x in xs if x > lo]\n',
    ],
    ['a new keyword parameter', 'def pct(a, p):\n    return int(a * p / 100)\n', 'def pct(a, p, *, rounding="half_up"):\n    return apply(a * p / 100, rounding)\n'],
    [
      'a literal the code already uses is vocabulary, not a test input',
      'def infer(seen):\n    if seen == {"int"}:\n        return "int"\n    if seen == {"float"}:\n        return "float"\n    return "str"\n',
      'def infer(seen):\n    if seen == {"int"}:\n        return "int"\n    if seen == {"float"}:\n        return "float"\n    if seen == {"int", "float"}:\n        return "float"\n    return "str"\n',
      { 's:float': 'test_infer', 's:int': 'test_infer' },
    ],
    [
      'a short separator is not a test input',
      'def sep_of(line, sep):\n    return line.count(sep)\n',
      'def sep_of(line, sep):\n    if sep == ";":\n        return 0\n    return line.count(sep)\n',
      { 's:;': 'test_sep' },
    ],
    [
      'clean up and re-raise under a broad handler',
      'def save(path, data):\n    write(path, data)\n',
      'def save(path, data):\n    tmp = path + ".tmp"\n    try:\n        write(tmp, data)\n        replace(tmp, path)\n    except BaseException:\n        unlink(tmp)\n        raise\n',
    ],
    [
      'a check made unconditional (hardening, not weakening)',
      'def verify(tok):\n    if tok.alg != "none":\n        check_signature(tok)\n    return tok.claims\n',
      'def verify(tok):\n    check_signature(tok)\n    return tok.claims\n',
    ],
    [
      'conjuncts moved into the branch as nested tests',
      'def audit(p, want):\n    aud = p.get("aud")\n    if want is not None and isinstance(aud, str) and aud != want:\n        raise ValueError(aud)\n',
      'def audit(p, want):\n    if want is not None:\n        aud = p.get("aud")\n        if isinstance(aud, str):\n            aud = [aud]\n        if not isinstance(aud, list) or want not in aud:\n            raise ValueError(aud)\n',
    ],
    [
      'an expression rewritten as a loop with literal exits',
      'def any_pre(cs, v):\n    return all(c.pre and c.core == v.core for c in cs)\n',
      'def any_pre(cs, v):\n    for c in cs:\n        if c.pre and c.core == v.core:\n            return True\n    return False\n',
    ],
    [
      'branches folded into a lookup table',
      '_T = frozenset({"yes", "on"})\n_F = frozenset({"no", "off"})\n\ndef to_bool(v):\n    t = v.strip()\n    if t in _T:\n        return True\n    if t in _F:\n        return False\n    raise ValueError(v)\n',
      '_T = frozenset({"yes", "on"})\n_F = frozenset({"no", "off"})\n_B = {**dict.fromkeys(_T, True), **dict.fromkeys(_F, False)}\n\ndef to_bool(v):\n    try:\n        return _B[v.strip().lower()]\n    except KeyError:\n        raise ValueError(v) from None\n',
    ],
    ['comments and docstrings only', 'def f(x):\n    """Old."""\n    return x  # old\n', 'def f(x):\n    """New and better."""\n    # explain\n    return x  # new\n'],
  ];
  for (const [name, before, afterSrc, f2p] of genuine) {
    it(name, async () => {
      assert.deepEqual(await scan(before, afterSrc, f2p ?? {}), []);
    });
  }
});

