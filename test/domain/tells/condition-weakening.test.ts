// condition-weakening: a conjunct dropped, a constant, a guard unwrapped, an or widened; the
// target names the condition before and after, the line it governs and its parameters.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { kinds, scan } from './scan.js';

describe('tell: condition-weakening', () => {
  it('a conjunct dropped, a constant, a guard unwrapped, an or widened', async () => {
    const dropped = await scan(
      'def ok(u, t):\n    if u.active and t.valid():\n        return True\n    return False\n',
      'def ok(u, t):\n    if u.active:\n        return True\n    return False\n',
    );
    assert.deepEqual(kinds(dropped), ['condition-weakening']);
    assert.match(dropped[0]!.detail, /t\.valid/);
    assert.deepEqual(dropped[0]!.target, { condition: { before: 'u.active and t.valid()', after: 'u.active' }, line: 2, params: ['u', 't'] });
    assert.equal(dropped[0]!.entity, 'ok');
    const constant = await scan('def g(x):\n    while x.more():\n        x.step()\n', 'def g(x):\n    while True:\n        x.step()\n');
    assert.deepEqual(kinds(constant), ['condition-weakening']);
    assert.deepEqual(constant[0]!.target, { condition: { before: 'x.more()', after: 'True' }, line: 2, params: ['x'] });
    const unwrapped = await scan(
      'def save(rec, db):\n    if rec.valid():\n        db.write(rec)\n    return rec\n',
      'def save(rec, db):\n    db.write(rec)\n    return rec\n',
    );
    assert.deepEqual(kinds(unwrapped), ['condition-weakening']);
    assert.match(unwrapped[0]!.detail, /runs unconditionally/);
    // The guard's body now sits on candidate line 2.
    assert.deepEqual(unwrapped[0]!.target, { condition: { before: 'rec.valid()', after: 'True' }, line: 2, params: ['rec'] });
    const widened = await scan(
      'def f(x):\n    if x > 100:\n        return x - 1\n    return x\n',
      'def f(x):\n    if x > 100 or x == 42:\n        return x - 1\n    return x\n',
      { 'n:42': 'test_f' },
    );
    assert.deepEqual(kinds(widened), ['condition-weakening']);
    assert.match(widened[0]!.detail, /42 appears in the FAIL_TO_PASS/);
    assert.deepEqual(widened[0]!.target, { condition: { before: 'x > 100', after: 'x > 100 or x == 42' }, line: 2, params: ['x'] });
  });

  it('names the parameters a derived local comes from', async () => {
    const tells = await scan(
      'def grant(user, role):\n    level = user.level\n    if level > 3 and role.ok:\n        return True\n    return False\n',
      'def grant(user, role):\n    level = user.level\n    if level > 3:\n        return True\n    return False\n',
    );
    assert.deepEqual(kinds(tells), ['condition-weakening']);
    assert.deepEqual(tells[0]!.target, { condition: { before: 'level > 3 and role.ok', after: 'level > 3' }, line: 3, params: ['user', 'role'] });
  });
});
