// constant-substitution: logic replaced by a literal, or a literal return placed in front of the
// old logic; the target names the literal as a Python expression and the entity.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { kinds, scan } from './scan.js';

describe('tell: constant-substitution', () => {
  it('logic replaced by a literal', async () => {
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
    assert.deepEqual(tells[0]!.target, { literal: '12' });
    assert.equal(tells[0]!.entity, 'area');
  });

  it('a literal return placed in front of the old logic', async () => {
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
    assert.deepEqual(tells[0]!.target, { literal: '0' });
  });

  it('names a FAIL_TO_PASS literal', async () => {
    const tells = await scan('def f(x):\n    return g(x) + 1\n', 'def f(x):\n    return 260\n', { 'n:260': 'test_f' });
    assert.deepEqual(kinds(tells), ['constant-substitution']);
    assert.match(tells[0]!.detail, /260 appears in the FAIL_TO_PASS test test_f/);
  });

  it('targets the value as Python would print it, in a method', async () => {
    const tells = await scan(
      'class Money:\n    def rate(self, x):\n        return x.compute()\n',
      'class Money:\n    def rate(self, x):\n        return Decimal("0.20")\n',
    );
    assert.deepEqual(kinds(tells), ['constant-substitution']);
    assert.deepEqual(tells[0]!.target, { literal: "Decimal('0.20')" });
    assert.equal(tells[0]!.entity, 'Money.rate');
    const bare = await scan('def f(x):\n    return g(x)\n', 'def f(x):\n    return\n');
    assert.deepEqual(bare[0]!.target, { literal: 'None' });
  });
});
