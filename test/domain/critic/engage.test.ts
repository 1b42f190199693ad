// Spec 22 §3 decide_engage / §3.7: the blast-radius test. Small radius and full gate coverage
// leave the L column empty (a permitted, correct state); the flag, the class and the radius
// decide the rest. Pure: no model is consulted to decide whether a model runs.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { criticFlagFrom, decideEngage, SMALL_RADIUS } from '../../../domain/critic/engage.js';
import type { EngageFacts } from '../../../domain/critic/engage.js';
import { CHANGE_CLASSES } from '../../../domain/schemas.js';

const entity = (name: string) => ({ file: 'm/core.py', entity: name, public: true, signature: null, docstring: null });
const site = (file: string, i: number) => ({ file, line: i, caller: `f${i}`, callee: 'clamp' });

const small: EngageFacts = {
  critic: '22',
  changeClass: 'normal_bug_fix',
  verdictSoFar: 'ACCEPT',
  impact: { changedFiles: ['m/core.py'], changedEntities: [entity('clamp')], callers: [site('m/util.py', 1)], dependentModules: ['m/__init__.py'] },
  coverage: { coverageReached: 1, vacuous: false },
  guardCount: 3,
};

describe('decideEngage (spec 22 §3.7)', () => {
  it('small radius + full coverage → no critic, and says why', () => {
    const d = decideEngage(small);
    assert.equal(d.engage, false);
    assert.equal(d.rule, 'small-radius-full-coverage');
    assert.ok(d.radius.small && d.coverage.full);
  });

  it('CRITIC=off never engages, whatever the radius', () => {
    for (const c of CHANGE_CLASSES) assert.equal(decideEngage({ ...small, critic: 'off', changeClass: c }).engage, false);
    assert.equal(decideEngage({ ...small, critic: 'off' }).rule, 'critic-off');
  });

  it('a radius over any bound engages', () => {
    const many = Array.from({ length: SMALL_RADIUS.callers + 1 }, (_, i) => site('m/util.py', i));
    assert.equal(decideEngage({ ...small, impact: { ...small.impact, callers: many } }).engage, true);
    const deps = ['a.py', 'b.py'];
    const d = decideEngage({ ...small, impact: { ...small.impact, dependentModules: deps } });
    assert.equal(d.engage, true);
    assert.equal(d.rule, 'radius-or-coverage');
    assert.match(d.reasons.join(' '), /blast radius not small/);
    const ents = ['a', 'b', 'c'].map(entity);
    assert.equal(decideEngage({ ...small, impact: { ...small.impact, changedEntities: ents } }).engage, true);
  });

  it('coverage unknown, partial, vacuous or an empty guard set engages', () => {
    for (const coverage of [null, { coverageReached: null, vacuous: null }, { coverageReached: 0.5, vacuous: false }, { coverageReached: 1, vacuous: true }]) {
      const d = decideEngage({ ...small, coverage });
      assert.equal(d.engage, true, JSON.stringify(coverage));
      assert.ok(d.reasons.length > 0);
    }
    assert.equal(decideEngage({ ...small, guardCount: 0 }).engage, true);
  });

  it('high-risk classes engage; documentation-only and an already-REJECTed patch do not', () => {
    for (const c of ['auth_security', 'concurrency', 'persistence_data_migration', 'public_api_schema'] as const) {
      assert.equal(decideEngage({ ...small, changeClass: c }).rule, 'high-risk-class');
    }
    assert.equal(decideEngage({ ...small, coverage: null, changeClass: 'comment_documentation' }).engage, false);
    assert.equal(decideEngage({ ...small, coverage: null, verdictSoFar: 'REJECT' }).rule, 'gate-rejects');
    assert.equal(decideEngage({ ...small, impact: { ...small.impact, changedFiles: [] } }).rule, 'no-change');
  });

  it('CRITIC=22|off, default off', () => {
    assert.equal(criticFlagFrom({}), 'off');
    assert.equal(criticFlagFrom({ CRITIC: '22' }), '22');
    assert.equal(criticFlagFrom({ CRITIC: 'OFF' }), 'off');
    assert.throws(() => criticFlagFrom({ CRITIC: 'on' }));
  });
});
