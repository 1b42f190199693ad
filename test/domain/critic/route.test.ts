// Spec 22 §3.5 / phase 5: every admitted blocking finding lands on exactly one procedure — test,
// static analysis, trace replay (repeated runs for race claims) or counterfactual execution.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { claimKind, DEFAULT_REPLAY_RUNS, routeFalsification } from '../../../domain/critic/route.js';
import { parseFalsification } from '../../../domain/critic/falsification.js';
import { enforceSchema } from '../../../domain/critic/enforceSchema.js';
import { ROUTES } from '../../../domain/critic/schemas.js';

const E1 = 'E1:app/cache.py:10';
const route = (claim: string, falsification: string) => {
  const p = parseFalsification(falsification, [E1], E1);
  assert.ok(p.ok, falsification);
  return routeFalsification(claim, p.procedure);
};

describe('routeFalsification (spec 22 §3.5)', () => {
  it('a removed null check routes to the contract test', () => {
    const r = route('E1 removes the None check that the contract requires: get(None) now raises', 'run tests/test_cache.py::test_get_none_returns_default');
    assert.equal(r.route, 'test');
    assert.equal(r.claimKind, 'contract');
    assert.deepEqual(r.procedure, { route: 'test', test: { kind: 'id', testId: 'tests/test_cache.py::test_get_none_returns_default' } });
  });

  it('a type unsoundness routes to the static analyzer', () => {
    const r = route('E1 uses an undefined name `Decimal` (type unsoundness)', 'static pyflakes app/cache.py');
    assert.equal(r.route, 'static_analysis');
    assert.equal(r.claimKind, 'type');
  });

  it('a race routes to trace replay (repeated runs), even when given as a single test', () => {
    const r = route('the new counter update is a data race between worker threads', 'run tests/test_cache.py::test_parallel_hits');
    assert.equal(r.route, 'trace_replay');
    assert.equal(r.procedure.route === 'trace_replay' && r.procedure.runs, DEFAULT_REPLAY_RUNS);
    const explicit = route('lost update under concurrency', 'repeat 12 run tests/test_cache.py::test_parallel_hits');
    assert.equal(explicit.procedure.route === 'trace_replay' && explicit.procedure.runs, 12);
  });

  it('a behaviour change routes to counterfactual execution (edit reverted, or repair applied)', () => {
    const r = route('E1 changes the eviction order: the oldest entry is no longer evicted first', `revert ${E1} and run tests/test_cache.py::test_eviction_order`);
    assert.equal(r.route, 'counterfactual');
    assert.equal(r.claimKind, 'behavior_change');
    assert.deepEqual(r.procedure.route === 'counterfactual' && r.procedure.counterfactual, { kind: 'revert_edit', editId: E1 });
    const repair = route('E1 breaks eviction order', 'repair\n```diff\n--- a/app/cache.py\n+++ b/app/cache.py\n@@ -10,1 +10,1 @@\n-x\n+y\n```\nrun tests/test_cache.py::test_eviction_order');
    assert.equal(repair.route, 'counterfactual');
    assert.equal(repair.procedure.route === 'counterfactual' && repair.procedure.counterfactual.kind, 'apply_repair');
  });

  it('every blocking finding that survives enforceSchema maps to exactly one procedure (property)', () => {
    const forms = fc.constantFrom(
      'run tests/t.py::test_a',
      'static pyflakes',
      'static compile app/x.py',
      'repeat 3 run tests/t.py::test_a',
      `revert ${E1} and run tests/t.py::test_a`,
      'def test_x():\n    assert 1\n',
      'prose, not a procedure',
      '',
    );
    const claims = fc.constantFrom('a race between threads', 'type unsound', 'missing null check', 'behaviour regression', 'something else');
    fc.assert(
      fc.property(claims, forms, fc.double({ min: 0, max: 1, noNaN: true }), (claim, falsification, confidence) => {
        const s = enforceSchema([{ location: E1, claim, severity: 'blocking', evidence: '', falsification, confidence }], [E1]);
        const a = s.admitted[0]!;
        if (a.finding.severity !== 'blocking') return a.procedure === null;
        const r = routeFalsification(a.finding.claim, a.procedure!);
        return (ROUTES as readonly string[]).includes(r.route) && r.procedure.route === r.route;
      }),
    );
  });

  it('claim kinds', () => {
    assert.equal(claimKind('deadlock when two locks are taken'), 'race');
    assert.equal(claimKind('returns a str where callers expect int: TypeError'), 'type');
    assert.equal(claimKind('no longer raises ValueError on bad input'), 'contract');
    assert.equal(claimKind('credit notes regress'), 'behavior_change');
    assert.equal(claimKind('spelling'), 'other');
  });
});
