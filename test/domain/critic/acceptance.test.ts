// Spec 22 §3.6 / §6 / §9.3 / phase 6: the OUTCOME decides. A claim survives only when its test
// fails on the candidate and passes on the pre-edit (or counterfactual) tree; one verified
// blocking defect REJECTs regardless of the others; a killed finding is discarded; silence never
// promotes; confidence has no effect (except in the ablation built to measure trusting it).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { claimNames, judgeExecution, judgeStatic, renderAcceptance, treeVerdict } from '../../../domain/critic/acceptance.js';
import type { ReviewedFinding } from '../../../domain/critic/acceptance.js';
import type { VerificationOutcome } from '../../../domain/critic/schemas.js';

const reviewed = (id: string, outcome: VerificationOutcome, confidence = 0.8, severity: 'blocking' | 'advisory' = 'blocking'): ReviewedFinding => ({
  id,
  finding: { location: 'whole-patch', claim: `claim ${id}`, severity, evidence: '', falsification: 'run t.py::test_x', confidence },
  downgraded: null,
  route: 'test',
  claimKind: 'other',
  outcome,
  why: `why ${id}`,
  evidence: null,
});

describe('the verification standard (spec 22 §9.3)', () => {
  it('types a pytest run as pass / fail / no-tests', () => {
    assert.equal(treeVerdict({ a: 'passed' }, 0, false), 'pass');
    assert.equal(treeVerdict({ a: 'passed', b: 'failed' }, 1, false), 'fail');
    assert.equal(treeVerdict({ a: 'error' }, 2, false), 'fail', 'a collection error is a failure');
    assert.equal(treeVerdict({}, 2, false), 'fail');
    assert.equal(treeVerdict({ a: 'passed' }, 0, true), 'fail', 'a hang is a failure');
    assert.equal(treeVerdict({}, 5, false), 'no-tests');
    assert.equal(treeVerdict({ a: 'missing' }, 4, false), 'no-tests');
    assert.equal(treeVerdict({ a: 'skipped' }, 0, false), 'no-tests');
  });

  it('test: verified only when it fails on the candidate and passes on the pre-edit tree', () => {
    assert.equal(judgeExecution('test', ['fail'], ['pass'], 'pre-edit tree').outcome, 'verified');
    assert.equal(judgeExecution('test', ['pass'], ['pass'], 'pre-edit tree').outcome, 'killed');
    const both = judgeExecution('test', ['fail'], ['fail'], 'pre-edit tree');
    assert.equal(both.outcome, 'killed');
    assert.match(both.why, /fails on the pre-edit tree too/);
    assert.equal(judgeExecution('test', ['no-tests'], ['pass'], 'pre-edit tree').outcome, 'killed');
    assert.equal(judgeExecution('test', ['fail'], ['no-tests'], 'pre-edit tree').outcome, 'killed');
  });

  it('trace replay: ≥ 1 candidate failure and every pre-edit run passing', () => {
    assert.equal(judgeExecution('trace_replay', ['pass', 'fail', 'pass'], ['pass', 'pass', 'pass'], 'pre-edit tree').outcome, 'verified');
    assert.equal(judgeExecution('trace_replay', ['pass', 'fail', 'pass'], ['pass', 'fail', 'pass'], 'pre-edit tree').outcome, 'killed');
    assert.equal(judgeExecution('trace_replay', ['pass', 'pass'], ['pass', 'pass'], 'pre-edit tree').outcome, 'killed');
  });

  it('counterfactual: the counterfactual tree must pass; an unbuildable counterfactual is unverifiable, never a defect', () => {
    assert.equal(judgeExecution('counterfactual', ['fail'], ['pass'], 'candidate with E1 reverted').outcome, 'verified');
    assert.equal(judgeExecution('counterfactual', ['fail'], ['fail'], 'candidate with E1 reverted').outcome, 'killed');
    assert.equal(judgeExecution('counterfactual', ['fail'], null, 'candidate with E1 reverted').outcome, 'unverifiable');
  });

  it('the FAIL_TO_PASS contract: a test that pins the old behaviour is killed; an unhonoured reference is unverifiable', () => {
    const replayed = (honoured: boolean, plainPreEdit: ('pass' | 'fail')[] | null = null) => ({ kind: 'replayed' as const, honoured, why: honoured ? 'FAIL_TO_PASS passes' : 'FAIL_TO_PASS on it: t.py::test_bug failed', plainPreEdit });
    const ref = "pre-edit tree with the candidate's FAIL_TO_PASS behaviour";
    const real = judgeExecution('test', ['fail'], ['pass'], ref, replayed(true));
    assert.equal(real.outcome, 'verified');
    assert.match(real.why, /where FAIL_TO_PASS passes/);
    const pinned = judgeExecution('test', ['fail'], ['fail'], ref, replayed(true, ['pass']));
    assert.equal(pinned.outcome, 'killed');
    assert.match(pinned.why, /pins the old behaviour, which contradicts what FAIL_TO_PASS demands/);
    assert.match(judgeExecution('test', ['fail'], ['fail'], ref, replayed(true, ['fail'])).why, /fails on .* too/);
    const unchecked = judgeExecution('test', ['fail'], ['pass'], ref, replayed(false));
    assert.equal(unchecked.outcome, 'unverifiable');
    assert.match(unchecked.why, /does not honour FAIL_TO_PASS/);
    assert.equal(judgeExecution('test', ['pass'], null, ref, replayed(false)).outcome, 'killed', 'a test passing on the candidate needs no reference');
  });

  it('the FAIL_TO_PASS contract on a counterfactual: one that breaks FAIL_TO_PASS kills the claim', () => {
    const cf = (honoured: boolean) => ({ kind: 'counterfactual' as const, honoured, why: honoured ? 'FAIL_TO_PASS passes' : 't.py::test_bug failed' });
    assert.equal(judgeExecution('counterfactual', ['fail'], ['pass'], 'candidate with E2 reverted', cf(true)).outcome, 'verified');
    const contra = judgeExecution('counterfactual', ['fail'], ['pass'], 'candidate with E2 reverted', cf(false));
    assert.equal(contra.outcome, 'killed');
    assert.match(contra.why, /FAIL_TO_PASS fails there \(t\.py::test_bug failed\): the claim contradicts what FAIL_TO_PASS demands/);
  });

  it('static analysis with a scope: a new diagnostic counts only at the finding’s location and for its claim', () => {
    const cand = ['m.py: UndefinedName: undefined name \'fallback_cents\'', "m.py: UnusedImport: 'os' imported but unused"];
    const located = [
      { file: 'm.py', line: 43, text: cand[0]! },
      { file: 'm.py', line: 2, text: cand[1]! },
    ];
    const at = (start: number, end: number) => [{ file: 'm.py', start, end }];
    const yes = judgeStatic(cand, [], { located, ranges: at(40, 46), claim: 'E2 returns fallback_cents, which is never defined' });
    assert.equal(yes.outcome, 'verified');
    assert.deepEqual(yes.newDiagnostics, [cand[0]]);
    assert.equal(judgeStatic(cand, [], { located, ranges: at(10, 20), claim: 'E1 uses the undefined name fallback_cents' }).outcome, 'killed', 'elsewhere in the file');
    const other = judgeStatic(cand, [], { located, ranges: at(40, 46), claim: 'E2 changes the rounding mode' });
    assert.equal(other.outcome, 'killed', 'at the location, but not what the claim is about');
    assert.match(other.why, /none at the finding's location and about its claim/);
    assert.equal(judgeStatic(cand, [], { located, ranges: at(1, 3), claim: 'an unused import was added' }).outcome, 'verified', 'named by its kind');
    assert.equal(claimNames('x is undefined', "m.py: UndefinedName: undefined name 'x'"), true);
    assert.equal(claimNames('max is wrong', "m.py: UndefinedName: undefined name 'x'"), false, 'a word boundary, not a substring');
  });

  it('static analysis: only diagnostics new on the candidate count (as a multiset)', () => {
    assert.equal(judgeStatic(['m.py: UnusedImport: os'], ['m.py: UnusedImport: os']).outcome, 'killed');
    const v = judgeStatic(['m.py: UndefinedName: x', 'm.py: UnusedImport: os', 'm.py: UnusedImport: os'], ['m.py: UnusedImport: os']);
    assert.equal(v.outcome, 'verified');
    assert.deepEqual(v.newDiagnostics, ['m.py: UndefinedName: x', 'm.py: UnusedImport: os']);
  });
});

describe('renderAcceptance (spec 22 §3.6, §6)', () => {
  it('one verified blocking defect REJECTs regardless of the killed ones', () => {
    const a = renderAcceptance([reviewed('F1', 'killed'), reviewed('F2', 'killed'), reviewed('F3', 'verified'), reviewed('F4', 'unverifiable')]);
    assert.equal(a.reject, true);
    assert.equal(a.verifiedBlocking, 1);
    assert.deepEqual(a.rejectingFindings, ['F3']);
    assert.match(a.reason, /F3/);
    assert.deepEqual(a.counts, { blocking: 4, verified: 1, refuted: 2, unverifiable: 1, unverified: 0, advisory: 0 });
  });

  it('blocking findings beyond the verification cap are counted and named as unverified, never dropped, never a defect', () => {
    const a = renderAcceptance([reviewed('F1', 'killed'), reviewed('F2', 'unverified'), reviewed('F3', 'unverified')]);
    assert.equal(a.reject, false);
    assert.deepEqual(a.counts, { blocking: 3, verified: 0, refuted: 1, unverifiable: 0, unverified: 2, advisory: 0 });
    assert.match(a.reason, /2 unverified \(over the verification cap\)/);
  });

  it('killed findings are discarded, and silence never promotes', () => {
    const a = renderAcceptance([reviewed('F1', 'killed', 0.99), reviewed('F2', 'not_run', 0.99, 'advisory')]);
    assert.equal(a.reject, false);
    assert.match(a.reason, /proceeds to the spec-18 gate unchanged/);
    const none = renderAcceptance([]);
    assert.equal(none.reject, false);
    assert.equal(none.verifiedBlocking, 0);
  });

  it('an advisory finding never rejects, even verified', () => {
    assert.equal(renderAcceptance([reviewed('F1', 'verified', 1, 'advisory')]).reject, false);
  });

  it('confidence has no effect: 0.99 and 0.51 are treated identically (property)', () => {
    const outcomes: VerificationOutcome[] = ['verified', 'killed', 'unverifiable', 'unverified', 'not_run'];
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom(...outcomes), fc.constantFrom<'blocking' | 'advisory'>('blocking', 'advisory'), fc.double({ min: 0, max: 1, noNaN: true })), { maxLength: 8 }), fc.double({ min: 0, max: 1, noNaN: true }), (rows, other) => {
        const a = renderAcceptance(rows.map(([o, s, c], i) => reviewed(`F${i + 1}`, o, c, s)));
        const b = renderAcceptance(rows.map(([o, s], i) => reviewed(`F${i + 1}`, o, other, s)));
        return a.reject === b.reject && a.verifiedBlocking === b.verifiedBlocking && a.reason === b.reason;
      }),
    );
    const hi = renderAcceptance([reviewed('F1', 'killed', 0.99)]);
    const lo = renderAcceptance([reviewed('F1', 'killed', 0.51)]);
    assert.deepEqual(hi, lo);
  });

  it('ablations (spec 22 §9.5): unexecuted verdicts, or the self-report channel', () => {
    const rows = [reviewed('F1', 'not_run', 0.99), reviewed('F2', 'not_run', 0.2)];
    const routing = renderAcceptance(rows, ['no_falsification_routing']);
    assert.equal(routing.reject, true);
    assert.equal(routing.verifiedBlocking, 2);
    assert.equal(routing.decidedBy, 'ablation:no_falsification_routing');
    const gate = renderAcceptance(rows, ['no_verification_gate']);
    assert.deepEqual(gate.rejectingFindings, ['F1'], 'confidence decides only when the gate is ablated');
    assert.equal(renderAcceptance(rows).reject, false, 'without ablation nothing unexecuted rejects');
  });
});

describe('foldCriticReview (for acceptPatch)', () => {
  it('only a verified defect changes the verdict, and only to REJECT', async () => {
    const { foldCriticReview } = await import('../../../domain/critic/review.js');
    const v = (verdict: 'ACCEPT' | 'REJECT' | 'INCONCLUSIVE') => ({ verdict, failingTier: null as string | null, reason: 'gate', extra: 1 });
    for (const verdict of ['ACCEPT', 'INCONCLUSIVE'] as const) {
      assert.deepEqual(foldCriticReview(v(verdict), { reject: true, reason: 'critic: F1 verified' }), { verdict: 'REJECT', failingTier: 'critic', reason: 'critic: F1 verified', extra: 1 });
      assert.deepEqual(foldCriticReview(v(verdict), { reject: false, reason: 'silent' }), v(verdict), 'silence never promotes');
      assert.deepEqual(foldCriticReview(v(verdict), null), v(verdict));
    }
    const rejected = { verdict: 'REJECT' as const, failingTier: 'unbroken?', reason: 'guard broken' };
    assert.deepEqual(foldCriticReview(rejected, { reject: true, reason: 'x' }), rejected, 'an earlier failing tier keeps its typing');
  });
});
