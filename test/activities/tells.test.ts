// scanOverfitTells: each tell kind matches its workaround shape, genuine small repairs match
// nothing, and on the bundled example only the special-case candidate is flagged, with the
// FAIL_TO_PASS literals named in the detail.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { AcceptRequest } from '../../domain/schemas.js';
import type { OverfitTell } from '../../domain/ladder.js';
import { collectTestLiterals, scanPythonChange } from '../../infra/tells.js';
import type { TestLiterals } from '../../infra/tells.js';
import { EXAMPLE_TASK, makeActivities, requestFor, tempConfig } from '../helpers/env.js';

const py = (s: string) => s.replace(/^\n/, '');

async function scan(before: string | null, after: string, f2p: Record<string, string> = {}): Promise<OverfitTell[]> {
  const lits: TestLiterals = new Map(Object.entries(f2p));
  return scanPythonChange({ file: 'pkg/mod.py', before: before === null ? null : py(before), after: py(after), f2p: lits, testNames: new Set(['test_area_of_square']) });
}

function kinds(tells: OverfitTell[]): string[] {
  return tells.map((t) => t.kind);
}

describe('overfit tells: each kind matches its shape', () => {
  it('constant-substitution: logic replaced by a literal', async () => {
    const tells = await scan(
      `
def area(w, h):
    """Area."""
    return w * h
`,
      `
def area(w, h):
    """Area."""
    return 12
`,
    );
    assert.deepEqual(kinds(tells), ['constant-substitution']);
    assert.equal(tells[0]!.line, 3);
    assert.match(tells[0]!.detail, /w \* h replaced by the literal 12/);
  });

  it('constant-substitution: a literal return placed in front of the old logic', async () => {
    const tells = await scan(
      `
def total(items):
    s = sum(i.price for i in items)
    return s
`,
      `
def total(items):
    return 0
    s = sum(i.price for i in items)
    return s
`,
      { 'n:1299': 'test_total' },
    );
    assert.deepEqual(kinds(tells), ['constant-substitution']);
    assert.match(tells[0]!.detail, /unreachable/);
  });

  it('constant-substitution names a FAIL_TO_PASS literal', async () => {
    const tells = await scan('def f(x):\n    return g(x) + 1\n', 'def f(x):\n    return 260\n', { 'n:260': 'test_f' });
    assert.deepEqual(kinds(tells), ['constant-substitution']);
    assert.match(tells[0]!.detail, /260 appears in the FAIL_TO_PASS test test_f/);
  });

  it('input-special-casing: a new branch pins the tested input (FAIL_TO_PASS literals)', async () => {
    const before = `
def percent_of(amount, percent):
    raw = amount * percent / 100
    return int(raw)
`;
    const tells = await scan(
      before,
      `
def percent_of(amount, percent):
    raw = amount * percent / 100
    if amount == 1299:
        return 260
    return int(raw)
`,
      { 'n:1299': 'test_rounds', 'n:260': 'test_rounds' },
    );
    assert.deepEqual(kinds(tells), ['input-special-casing']);
    assert.equal(tells[0]!.line, 3);
    assert.match(tells[0]!.detail, /amount == 1299.*FAIL_TO_PASS test test_rounds.*strongest/);
  });

  it('input-special-casing: a local derived from a parameter, an assigned literal, membership', async () => {
    const tells = await scan(
      `
def sniff(sample):
    first = sample.splitlines()[0]
    delim = ","
    return delim
`,
      `
def sniff(sample):
    first = sample.splitlines()[0]
    delim = ","
    if first in ("a;b;c", "x;y"):
        delim = ";"
    return delim
`,
      { 's:a;b;c': 'test_semicolon' },
    );
    assert.deepEqual(kinds(tells), ['input-special-casing']);
    assert.match(tells[0]!.detail, /first in/);
  });

  it('input-special-casing without test literals: two inputs pinned at once', async () => {
    const tells = await scan(
      'def f(a, b):\n    return a * b\n',
      'def f(a, b):\n    if a == 3 and b == "x":\n        return 7\n    return a * b\n',
    );
    assert.deepEqual(kinds(tells), ['input-special-casing']);
    assert.match(tells[0]!.detail, /pins 2 inputs/);
  });

  it('input-special-casing in a conditional expression and in a new elif', async () => {
    const t1 = await scan('def f(n):\n    return n * 2\n', 'def f(n):\n    return 41 if n == 20 else n * 2\n', { 'n:20': 'test_f' });
    assert.deepEqual(kinds(t1), ['input-special-casing']);
    const t2 = await scan(
      'def f(n):\n    if n < 0:\n        raise ValueError(n)\n    return n * 2\n',
      'def f(n):\n    if n < 0:\n        raise ValueError(n)\n    elif n == 20:\n        return 41\n    return n * 2\n',
      { 'n:41': 'test_f' },
    );
    assert.deepEqual(kinds(t2), ['input-special-casing']);
  });

  it('input-special-casing: a branch that repeats the bypassed code with a change, only for the tested input', async () => {
    const tells = await scan(
      'def refill(tokens, capacity, rate, dt):\n    return tokens + dt * rate\n',
      'def refill(tokens, capacity, rate, dt):\n    if capacity == 37.0:\n        return min(capacity, tokens + dt * rate)\n    return tokens + dt * rate\n',
      { 'n:37': 'test_cap' },
    );
    assert.deepEqual(kinds(tells), ['input-special-casing']);
    assert.match(tells[0]!.detail, /capacity == 37\.0 and repeats, with a change, the code it bypasses.*test_cap/);
  });

  it('input-special-casing: a piece of the test input searched in the input, a table of answers', async () => {
    const fragment = await scan(
      'def sniff(text):\n    return max(",;", key=text.count)\n',
      'def sniff(text):\n    if text.startswith("alpha;beta"):\n        return ";"\n    return max(",;", key=text.count)\n',
      { 's:alpha;beta;gamma\\n1;2;3\\n': 'test_sniff' },
    );
    assert.deepEqual(kinds(fragment), ['input-special-casing']);
    assert.match(fragment[0]!.detail, /text\.startswith\("alpha;beta"\)/);
    const table = await scan(
      'def parse(text):\n    return compile_rate(text)\n',
      'def parse(text):\n    known = {"7/13s": (7, 13.0)}\n    if text in known:\n        return known[text]\n    return compile_rate(text)\n',
      { 's:7/13s': 'test_parse' },
    );
    assert.deepEqual(kinds(table), ['input-special-casing']);
  });

  it('branch-deletion: a guard and its body removed', async () => {
    const tells = await scan(
      `
def withdraw(balance, amount):
    if amount > balance:
        raise ValueError("insufficient funds")
    return balance - amount
`,
      `
def withdraw(balance, amount):
    return balance - amount
`,
    );
    assert.deepEqual(kinds(tells), ['branch-deletion']);
    assert.match(tells[0]!.detail, /amount > balance.*pre-edit line 2/);
  });

  it('branch-deletion: a table test dropped while the table loses its reference', async () => {
    const tells = await scan(
      '_T = {"yes"}\n_F = {"no"}\n\ndef to_bool(v):\n    if v in _T:\n        return True\n    if v in _F:\n        return False\n    raise ValueError(v)\n',
      '_T = {"yes"}\n_F = {"no"}\n\ndef to_bool(v):\n    return v.lower() in _T\n',
    );
    assert.deepEqual(kinds(tells), ['branch-deletion']);
    assert.match(tells[0]!.detail, /v in _F/);
  });

  it('branch-deletion: an elif and an else removed', async () => {
    const tells = await scan(
      `
def sign(x):
    if x > 0:
        return "+"
    elif x < 0:
        return "-"
    else:
        log(x)
        return "0"
`,
      `
def sign(x):
    if x > 0:
        return "+"
`,
    );
    assert.deepEqual(kinds(tells).sort(), ['branch-deletion', 'branch-deletion']);
  });

  it('condition-weakening: a conjunct dropped, a constant, a guard unwrapped, an or widened', async () => {
    const dropped = await scan(
      'def ok(u, t):\n    if u.active and t.valid():\n        return True\n    return False\n',
      'def ok(u, t):\n    if u.active:\n        return True\n    return False\n',
    );
    assert.deepEqual(kinds(dropped), ['condition-weakening']);
    assert.match(dropped[0]!.detail, /t\.valid/);
    const constant = await scan('def g(x):\n    while x.more():\n        x.step()\n', 'def g(x):\n    while True:\n        x.step()\n');
    assert.deepEqual(kinds(constant), ['condition-weakening']);
    const unwrapped = await scan(
      'def save(rec, db):\n    if rec.valid():\n        db.write(rec)\n    return rec\n',
      'def save(rec, db):\n    db.write(rec)\n    return rec\n',
    );
    assert.deepEqual(kinds(unwrapped), ['condition-weakening']);
    assert.match(unwrapped[0]!.detail, /runs unconditionally/);
    const widened = await scan(
      'def f(x):\n    if x > 100:\n        return x - 1\n    return x\n',
      'def f(x):\n    if x > 100 or x == 42:\n        return x - 1\n    return x\n',
      { 'n:42': 'test_f' },
    );
    assert.deepEqual(kinds(widened), ['condition-weakening']);
    assert.match(widened[0]!.detail, /42 appears in the FAIL_TO_PASS/);
  });

  it('scope-broadening: broad handlers, swallowed errors, suppress(Exception)', async () => {
    const added = await scan('def load(p):\n    return parse(read(p))\n', 'def load(p):\n    try:\n        return parse(read(p))\n    except Exception:\n        return None\n');
    assert.deepEqual(kinds(added), ['scope-broadening']);
    assert.match(added[0]!.detail, /swallows/);
    const widened = await scan(
      'def load(p):\n    try:\n        return parse(p)\n    except ValueError:\n        return None\n',
      'def load(p):\n    try:\n        return parse(p)\n    except (ValueError, BaseException):\n        return None\n',
    );
    assert.deepEqual(kinds(widened), ['scope-broadening']);
    const bare = await scan('def f(p):\n    g(p)\n', 'def f(p):\n    try:\n        g(p)\n    except:\n        pass\n');
    assert.deepEqual(kinds(bare), ['scope-broadening']);
    const swallowed = await scan(
      'def f(p):\n    try:\n        g(p)\n    except KeyError:\n        raise LookupError(p)\n',
      'def f(p):\n    try:\n        g(p)\n    except KeyError:\n        pass\n',
    );
    assert.deepEqual(kinds(swallowed), ['scope-broadening']);
    assert.match(swallowed[0]!.detail, /re-raise/);
    const suppressed = await scan('def f(p):\n    g(p)\n', 'import contextlib\n\ndef f(p):\n    with contextlib.suppress(Exception):\n        g(p)\n');
    assert.deepEqual(kinds(suppressed), ['scope-broadening']);
  });

  it('test-hack: detecting pytest, test names, the environment or the call stack', async () => {
    const modules = await scan('import sys\n\ndef f(x):\n    return x * 2\n', 'import sys\n\ndef f(x):\n    if "pytest" in sys.modules:\n        return 42\n    return x * 2\n');
    assert.deepEqual(kinds(modules), ['test-hack']);
    const env = await scan('import os\n\ndef f(x):\n    return x * 2\n', 'import os\n\ndef f(x):\n    if os.environ.get("CI"):\n        return 42\n    return x * 2\n');
    assert.deepEqual(kinds(env), ['test-hack']);
    const stack = await scan(
      'import sys\n\ndef f(x):\n    return x * 2\n',
      'import sys\n\ndef f(x):\n    if sys._getframe(1).f_code.co_name == "test_area_of_square":\n        return 42\n    return x * 2\n',
    );
    assert.ok(kinds(stack).length >= 1 && kinds(stack).every((k) => k === 'test-hack'), JSON.stringify(stack));
    const imported = await scan('def f(x):\n    return x\n', 'import pytest\n\ndef f(x):\n    return x\n');
    assert.deepEqual(kinds(imported), ['test-hack']);
    assert.equal(imported[0]!.line, 1);
  });

  it('a new file is scanned for test hacks and broad handlers', async () => {
    const tells = await scan(null, 'import os\n\ndef hook():\n    return os.getenv("PYTEST_CURRENT_TEST") is not None\n');
    assert.ok(tells.length >= 1 && tells.every((t) => t.kind === 'test-hack'));
  });
});

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

describe('collectTestLiterals', () => {
  it('reads the test body and its parametrize decorator, by class path and name', async () => {
    const src = py(`
import pytest
from decimal import Decimal

@pytest.mark.parametrize("amount", [1299, -7])
def test_one(amount):
    assert percent_of(amount, Decimal("20")) == 260

class TestX:
    def test_two(self):
        assert f("a;b") == -3.5

def test_other():
    assert g(777) == 1

SAMPLE = "id;name\\n1;Ann"
UNUSED = "zzz"

def test_uses_constant():
    assert sniff(SAMPLE) == ";"
`);
    const one = await collectTestLiterals(src, 'tests/test_m.py::test_one[1299]');
    for (const k of ['n:1299', 'n:-7', 's:20', 'n:20', 'n:260']) assert.ok(one.has(k), k);
    assert.ok(!one.has('n:777'));
    const two = await collectTestLiterals(src, 'tests/test_m.py::TestX::test_two');
    assert.ok(two.has('s:a;b') && two.has('n:-3.5'));
    assert.equal((await collectTestLiterals(src, 'tests/test_m.py::test_missing')).size, 0);
    const constant = await collectTestLiterals(src, 'tests/test_m.py::test_uses_constant');
    assert.ok(constant.has('s:id;name\\n1;Ann') && constant.has('s:;') && !constant.has('s:zzz'), [...constant].join(' | '));
  });
});

describe('scanOverfitTells on the bundled example', () => {
  const { config, cleanup } = tempConfig();
  after(cleanup);
  const acts = makeActivities(config);
  const run = async (candidate: string) => {
    const req = AcceptRequest.parse(requestFor(EXAMPLE_TASK, candidate));
    const workspace = await acts.prepareWorkspace({ request: req });
    return acts.scanOverfitTells({ workspace, patch: req.patch, failToPass: req.failToPass });
  };
  for (const id of ['fix', 'api-change', 'breaks-neighbour', 'hidden-regression', 'docs-only', 'skip-test']) {
    it(`${id}: no tell`, async () => {
      assert.deepEqual(await run(id), []);
    });
  }
  it('special-case: input special-casing with the FAIL_TO_PASS literals', async () => {
    const tells = await run('special-case');
    assert.equal(tells.length, 1);
    const t = tells[0]!;
    assert.equal(t.kind, 'input-special-casing');
    assert.equal(t.file, 'invoicing/money.py');
    assert.equal(t.line, 45);
    assert.match(t.detail, /amount_cents == 1299/);
    assert.match(t.detail, /FAIL_TO_PASS test test_percent_of_rounds_to_nearest_cent/);
    assert.match(t.detail, /260/);
  });
});
