// branch-deletion: an if/elif/else removed with its body; the target names the branch's lines in
// the pre-edit file and the parameters that reach it.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { kinds, scan } from './scan.js';

describe('tell: branch-deletion', () => {
  it('a guard and its body removed', async () => {
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
    assert.deepEqual(tells[0]!.target, { branchLines: [2, 3], params: ['amount', 'balance'] });
    assert.equal(tells[0]!.entity, 'withdraw');
  });

  it('a table test dropped while the table loses its reference', async () => {
    const tells = await scan(
      '_T = {"yes"}\n_F = {"no"}\n\ndef to_bool(v):\n    if v in _T:\n        return True\n    if v in _F:\n        return False\n    raise ValueError(v)\n',
      '_T = {"yes"}\n_F = {"no"}\n\ndef to_bool(v):\n    return v.lower() in _T\n',
    );
    assert.deepEqual(kinds(tells), ['branch-deletion']);
    assert.match(tells[0]!.detail, /v in _F/);
    assert.deepEqual(tells[0]!.target, { branchLines: [7, 8], params: ['v'] });
  });

  it('an elif and an else removed', async () => {
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
    assert.deepEqual(
      tells.map((t) => t.target),
      [
        { branchLines: [4, 5], params: ['x'] },
        { branchLines: [6, 8], params: ['x'] },
      ],
    );
  });
});
