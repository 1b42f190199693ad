// input-special-casing: a new branch that ties an input to a (test) literal; the target names
// the literal, the parameter it is tied to and, with several pins, all of them.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { kinds, scan } from './scan.js';

describe('tell: input-special-casing', () => {
  it('a new branch pins the tested input (FAIL_TO_PASS literals)', async () => {
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
    assert.deepEqual(tells[0]!.target, { literal: '1299', param: 'amount' });
    assert.equal(tells[0]!.entity, 'percent_of');
  });

  it('a local derived from a parameter, an assigned literal, membership', async () => {
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
    // The tested member of the tuple, and the parameter the local derives from.
    assert.deepEqual(tells[0]!.target, { literal: "'a;b;c'", param: 'sample' });
  });

  it('without test literals: two inputs pinned at once', async () => {
    const tells = await scan(
      'def f(a, b):\n    return a * b\n',
      'def f(a, b):\n    if a == 3 and b == "x":\n        return 7\n    return a * b\n',
    );
    assert.deepEqual(kinds(tells), ['input-special-casing']);
    assert.match(tells[0]!.detail, /pins 2 inputs/);
    assert.deepEqual(tells[0]!.target, { literal: '3', param: 'a', pins: [{ literal: '3', param: 'a' }, { literal: "'x'", param: 'b' }] });
  });

  it('in a conditional expression and in a new elif', async () => {
    const t1 = await scan('def f(n):\n    return n * 2\n', 'def f(n):\n    return 41 if n == 20 else n * 2\n', { 'n:20': 'test_f' });
    assert.deepEqual(kinds(t1), ['input-special-casing']);
    assert.deepEqual(t1[0]!.target, { literal: '20', param: 'n' });
    const t2 = await scan(
      'def f(n):\n    if n < 0:\n        raise ValueError(n)\n    return n * 2\n',
      'def f(n):\n    if n < 0:\n        raise ValueError(n)\n    elif n == 20:\n        return 41\n    return n * 2\n',
      { 'n:41': 'test_f' },
    );
    assert.deepEqual(kinds(t2), ['input-special-casing']);
    assert.deepEqual(t2[0]!.target, { literal: '20', param: 'n' });
  });

  it('a branch that repeats the bypassed code with a change, only for the tested input', async () => {
    const tells = await scan(
      'def refill(tokens, capacity, rate, dt):\n    return tokens + dt * rate\n',
      'def refill(tokens, capacity, rate, dt):\n    if capacity == 37.0:\n        return min(capacity, tokens + dt * rate)\n    return tokens + dt * rate\n',
      { 'n:37': 'test_cap' },
    );
    assert.deepEqual(kinds(tells), ['input-special-casing']);
    assert.match(tells[0]!.detail, /capacity == 37\.0 and repeats, with a change, the code it bypasses.*test_cap/);
    assert.deepEqual(tells[0]!.target, { literal: '37.0', param: 'capacity' });
  });

  it('a piece of the test input searched in the input, a table of answers', async () => {
    const fragment = await scan(
      'def sniff(text):\n    return max(",;", key=text.count)\n',
      'def sniff(text):\n    if text.startswith("alpha;beta"):\n        return ";"\n    return max(",;", key=text.count)\n',
      { 's:alpha;beta;gamma\\n1;2;3\\n': 'test_sniff' },
    );
    assert.deepEqual(kinds(fragment), ['input-special-casing']);
    assert.match(fragment[0]!.detail, /text\.startswith\("alpha;beta"\)/);
    assert.deepEqual(fragment[0]!.target, { literal: "'alpha;beta'", param: 'text' });
    const table = await scan(
      'def parse(text):\n    return compile_rate(text)\n',
      'def parse(text):\n    known = {"7/13s": (7, 13.0)}\n    if text in known:\n        return known[text]\n    return compile_rate(text)\n',
      { 's:7/13s': 'test_parse' },
    );
    assert.deepEqual(kinds(table), ['input-special-casing']);
    assert.deepEqual(table[0]!.target, { literal: "'7/13s'", param: 'text' });
  });
});
