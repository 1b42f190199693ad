// Spec 10 §7.1 / §7.2 / §7.7: apply success (a green apply that leaks is a failure), collateral
// rate over landed edits, representation robustness per scope — from edit logs.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { compareEditArms, measureEditLogs } from '../../../domain/edit/abMeasures.js';
import type { EditLogEntry, EditMeasure, Representation, ScopeLabel } from '../../../domain/edit/schemas.js';

function entry(mode: 'edit10' | 'raw', measure: Partial<EditMeasure>, scope: ScopeLabel | null, representation: Representation | null, rejected = false): EditLogEntry {
  return {
    seq: 0,
    intentId: 'i',
    file: 'a.py',
    mode,
    gated: mode === 'edit10',
    changeScope: null,
    classification: scope ? { scope, entity: 'f', file: '/a.py', span: [1, 1], at_unit_boundary: false } : null,
    scopeRule: null,
    contentKind: 'search_replace',
    representation,
    adjudication: null,
    anchor: { declared: [1, 1], live: [1, 1], resolved: null, how: 'span' },
    status: rejected ? 'rejected' : 'applied',
    stage: rejected ? 'uniqueness' : null,
    code: rejected ? 'no-match' : null,
    reason: null,
    commit: null,
    added: 0,
    removed: 0,
    measure: { landed: false, parses: null, lintClean: null, inScope: null, bleed: [], ...measure },
  };
}

const clean = { landed: true, parses: true, lintClean: true, inScope: true };
const leak = { landed: true, parses: true, lintClean: true, inScope: false };
const broken = { landed: true, parses: false, lintClean: false, inScope: true };

describe('edit A/B measures (spec 10 §7)', () => {
  it('scores a green apply that leaks out of scope as a failure and as collateral', () => {
    const m = measureEditLogs([entry('raw', clean, 'statement', 'search_replace'), entry('raw', leak, 'statement', 'search_replace'), entry('raw', broken, 'token_expression', 'search_replace'), entry('raw', {}, 'statement', 'search_replace', true)]);
    assert.equal(m.intents, 4);
    assert.equal(m.landed, 3);
    assert.equal(m.applySuccess, 1);
    assert.equal(m.applySuccessRate, 0.25);
    assert.equal(m.collateral, 1);
    assert.equal(m.collateralRate, 1 / 3);
    assert.equal(m.broken, 1);
    assert.equal(m.rejectedByStage.uniqueness, 1);
    assert.deepEqual(m.robustness.statement!.search_replace, { attempts: 3, successes: 1, rate: 1 / 3 });
    assert.deepEqual(m.robustness.token_expression!.search_replace, { attempts: 1, successes: 0, rate: 0 });
  });

  it('is zero, not NaN, on empty logs', () => {
    const m = measureEditLogs([]);
    assert.equal(m.applySuccessRate, 0);
    assert.equal(m.collateralRate, 0);
  });

  it('the editing decision needs a strict apply-success gain and a strict collateral drop', () => {
    const gated = measureEditLogs([entry('edit10', clean, 'statement', 'search_replace'), entry('edit10', {}, 'statement', 'search_replace', true)]);
    const raw = measureEditLogs([entry('raw', clean, 'statement', 'search_replace'), entry('raw', leak, 'statement', 'search_replace')]);
    const c = compareEditArms(gated, raw);
    assert.equal(c.applySuccessImproved, false, 'equal apply success is not an improvement');
    assert.equal(c.collateralDropped, true);
    assert.equal(c.editingWins, false);
    const better = measureEditLogs([entry('edit10', clean, 'statement', 'search_replace'), entry('edit10', clean, 'statement', 'ast_transform')]);
    assert.equal(compareEditArms(better, raw).editingWins, true);
  });
});
