// assemble_evidence + compute_two_part_verdict: every tier, every verdict type and its typing,
// the two clauses kept apart, INCONCLUSIVE as a first-class verdict, the exact record.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { assembleEvidence } from '../../domain/ladder.js';
import type { EvidenceBundle } from '../../domain/ladder.js';
import { computeTwoPartVerdict } from '../../domain/verdict.js';
import { projectRecord } from '../../domain/record.js';
import type { TestOutcome, TestRun } from '../../domain/schemas.js';

const F2P = ['t.py::test_bug'];
const P2P = ['t.py::test_a', 't.py::test_b'];
const run = (tree: 'baseline' | 'candidate', outcomes: Record<string, TestOutcome>): TestRun => ({
  tree,
  ids: Object.keys(outcomes),
  outcomes,
  exitCode: 0,
  timedOut: false,
  killedBy: null,
  wallMs: 10,
  cpuSeconds: 0.1,
  testExecutions: Object.keys(outcomes).length,
  outputTail: '',
  cached: false,
});
const baseline = run('baseline', { 't.py::test_bug': 'failed', 't.py::test_a': 'passed', 't.py::test_b': 'passed' });
const good = run('candidate', { 't.py::test_bug': 'passed', 't.py::test_a': 'passed', 't.py::test_b': 'passed' });

function bundle(over: Partial<EvidenceBundle> = {}): EvidenceBundle {
  return {
    changeClass: 'normal_bug_fix',
    ablations: [],
    applyFailure: null,
    syntax: { parsed: true, linted: true, built: null, failure: null, filesChecked: 1, lintFindings: [], cpuSeconds: 0 },
    tamper: { installed: true, protectedFiles: 3, detections: [] },
    failToPass: F2P,
    passToPass: P2P,
    f2pBaseline: baseline,
    f2pCandidate: good,
    p2pBaseline: baseline,
    p2pCandidate: good,
    impact: null,
    tells: null,
    differential: null,
    fuzz: null,
    semantic: { judgment: 'not run: no model configured', confidence: null },
    ...over,
  };
}
const rule = (b: EvidenceBundle) => {
  const ladder = assembleEvidence(b);
  return { ladder, v: computeTwoPartVerdict(ladder, b.ablations) };
};

describe('the ladder and the two-part verdict', () => {
  it('ACCEPT at Level C for a normal bug fix with both clauses', () => {
    const { ladder, v } = rule(bundle());
    assert.equal(ladder.highest, 'C');
    assert.equal(v.verdict, 'ACCEPT');
    assert.ok(v.fixed && v.unbroken);
  });
  it('Level A failure halts: REJECT typed to A, nothing reached', () => {
    const { ladder, v } = rule(bundle({ syntax: { parsed: false, linted: false, built: null, failure: { kind: 'parse', file: 'x.py', message: 'SyntaxError' }, filesChecked: 1, lintFindings: [], cpuSeconds: 0 } }));
    assert.equal(v.verdict, 'REJECT');
    assert.equal(v.failingTier, 'A');
    assert.equal(ladder.highest, null);
  });
  it('an apply failure is a tier-A REJECT with the reason', () => {
    const { v } = rule(bundle({ applyFailure: { kind: 'path-escape', message: 'path traversal in patch: ../x' } }));
    assert.equal(v.failingTier, 'A');
    assert.match(v.reason, /path traversal/);
  });
  it('tamper detection → REJECT typed to tamper; the ablation skips the audit', () => {
    const tamper = { installed: true as const, protectedFiles: 3, detections: [{ file: 't.py', kind: 'skip-marker-added', detail: '' }] };
    assert.equal(rule(bundle({ tamper })).v.failingTier, 'tamper');
    assert.equal(rule(bundle({ tamper, ablations: ['no_tamper_audit'] })).v.verdict, 'ACCEPT');
  });
  it('fixes the bug but breaks a neighbour → REJECT typed to unbroken?, fixed? still true', () => {
    const { ladder, v } = rule(bundle({ p2pCandidate: run('candidate', { 't.py::test_bug': 'passed', 't.py::test_a': 'failed', 't.py::test_b': 'passed' }) }));
    assert.equal(v.verdict, 'REJECT');
    assert.equal(v.failingTier, 'unbroken?');
    assert.equal(ladder.fixed, true);
    assert.equal(ladder.highest, 'B');
  });
  it('a failing run that ran into a resource limit says so in the failing tier’s reason', () => {
    const bomb = { ...run('candidate', { 't.py::test_bug': 'passed', 't.py::test_a': 'killed', 't.py::test_b': 'passed' }), resource: { kind: 'processes' as const, detail: 'os.fork: [Errno 11]', testId: 't.py::test_a' } };
    const { v } = rule(bundle({ p2pCandidate: bomb }));
    assert.equal(v.failingTier, 'unbroken?');
    assert.match(v.reason, /guard set broken: t\.py::test_a killed — resource exhaustion: the process limit \(fork bomb or runaway threads\) in t\.py::test_a/);
    const hog = { ...run('candidate', { 't.py::test_bug': 'error', 't.py::test_a': 'passed', 't.py::test_b': 'passed' }), resource: { kind: 'memory' as const, detail: 'MemoryError', testId: null } };
    assert.match(rule(bundle({ f2pCandidate: hog })).v.reason, /reproducer does not pass on the candidate: .* — resource exhaustion: the memory limit/);
  });
  it('preserves everything but never fixes → REJECT typed to fixed?', () => {
    const stillBroken = run('candidate', { 't.py::test_bug': 'failed', 't.py::test_a': 'passed', 't.py::test_b': 'passed' });
    const { v } = rule(bundle({ f2pCandidate: stillBroken, p2pCandidate: stillBroken }));
    assert.equal(v.failingTier, 'fixed?');
    assert.equal(v.fixed, false);
  });
  it('a reproducer that already passes on the baseline proves nothing → INCONCLUSIVE, never fixed', () => {
    const b2 = run('baseline', { 't.py::test_bug': 'passed', 't.py::test_a': 'passed', 't.py::test_b': 'passed' });
    const { v } = rule(bundle({ f2pBaseline: b2, p2pBaseline: b2 }));
    assert.equal(v.verdict, 'INCONCLUSIVE');
    assert.equal(v.fixed, false);
    assert.match(v.missing.join('\n'), /proves nothing/);
  });
  it('P2P ids failing on the baseline are not guards', () => {
    const b2 = run('baseline', { 't.py::test_bug': 'failed', 't.py::test_a': 'failed', 't.py::test_b': 'passed' });
    const cand = run('candidate', { 't.py::test_bug': 'passed', 't.py::test_a': 'failed', 't.py::test_b': 'passed' });
    const { ladder, v } = rule(bundle({ f2pBaseline: b2, p2pBaseline: b2, f2pCandidate: cand, p2pCandidate: cand }));
    assert.deepEqual(ladder.guards, ['t.py::test_b']);
    assert.equal(v.verdict, 'ACCEPT');
  });
  it('an empty guard set cannot establish unbroken? → INCONCLUSIVE', () => {
    const { v } = rule(bundle({ passToPass: [] }));
    assert.equal(v.verdict, 'INCONCLUSIVE');
    assert.equal(v.unbroken, false);
  });
  it('evidence below the class level → INCONCLUSIVE naming the missing level (auth needs E)', () => {
    const { v } = rule(bundle({ changeClass: 'auth_security' }));
    assert.equal(v.verdict, 'INCONCLUSIVE');
    assert.match(v.missing.join('\n'), /needs Level E, reached C/);
  });
  it('Level D needs root-cause-addressed; Level E needs D plus clean attacks', () => {
    const semantic = { judgment: 'root-cause-addressed', confidence: 0.9 };
    assert.equal(rule(bundle({ changeClass: 'public_api_schema', semantic })).v.verdict, 'ACCEPT');
    const diff = { probes: 40, divergences: 0, outcome: 'no-divergence', counterexamples: [] };
    const fuzz = { ran: true, iterations: 100, counterexamples: 0, outcome: 'none-found', details: [] };
    const e = rule(bundle({ changeClass: 'auth_security', semantic, differential: diff, fuzz }));
    assert.equal(e.ladder.highest, 'E');
    assert.equal(e.v.verdict, 'ACCEPT');
    assert.equal(rule(bundle({ changeClass: 'auth_security', differential: diff, fuzz })).ladder.highest, 'C');
  });
  it('an unexplained differential divergence → REJECT typed to E (the guard set held); a fuzz counterexample → REJECT typed to E', () => {
    const div = { probes: 10, divergences: 1, outcome: 'diverged', counterexamples: ['f(-1): -1 vs -2'] };
    const d = rule(bundle({ differential: div }));
    assert.equal(d.v.failingTier, 'E');
    assert.equal(d.ladder.unbroken, true, 'regressions stay consistent with the type: the guard set held');
    const explained = { probes: 10, divergences: 0, outcome: 'no-divergence', counterexamples: [], footprint: { count: 3, kinds: { 'num:grow': 3 }, examples: [] } };
    assert.equal(rule(bundle({ differential: explained })).v.verdict, 'ACCEPT', 'divergences the fix explains are its footprint, not a regression');
    const fz = { ran: true, iterations: 10, counterexamples: 1, outcome: 'counterexample-found', details: ['special-casing'] };
    assert.equal(rule(bundle({ fuzz: fz })).v.failingTier, 'E');
  });
  it('a tell points an attack, never raises the bar: unresolved it is a named risk, cleared or confirmed it is not', () => {
    const tell = { kind: 'input-special-casing', file: 'm.py', line: 3, detail: 'x == 1299' };
    const open = rule(bundle({ tells: [tell] }));
    assert.equal(open.ladder.required, 'C', 'the class sets the bar, not the tell');
    assert.equal(open.v.verdict, 'INCONCLUSIVE');
    assert.match(open.v.missing.join('\n'), /input-special-casing .* neither confirmed nor cleared by execution/);
    const cleared = rule(bundle({ tells: [tell], tellStatus: [{ ...tell, status: 'cleared', why: 'generalizes' }] }));
    assert.equal(cleared.v.verdict, 'ACCEPT');
  });
  it('no FAIL_TO_PASS: fixed? is never waived, unless differential execution proves the change behaviour-preserving', () => {
    const none = rule(bundle({ failToPass: [], changeClass: 'local_refactor' }));
    assert.equal(none.v.verdict, 'INCONCLUSIVE');
    assert.equal(none.ladder.fixed, false);
    assert.match(none.v.missing.join('\n'), /not proven behaviour-preserving/);
    const proven = rule(bundle({ failToPass: [], changeClass: 'local_refactor', differential: { probes: 12, divergences: 0, outcome: 'no-divergence', counterexamples: [], footprint: { count: 0, kinds: {}, examples: [] } } }));
    assert.equal(proven.v.verdict, 'ACCEPT');
    const changes = rule(bundle({ failToPass: [], changeClass: 'local_refactor', differential: { probes: 12, divergences: 0, outcome: 'no-divergence', counterexamples: [], footprint: { count: 2, kinds: { 'num:grow': 2 }, examples: [] } } }));
    assert.equal(changes.v.verdict, 'INCONCLUSIVE', 'without a reproducer, any behaviour change is unexplained');
    // a bug fix or an API change claims a change of behaviour: no divergence on probes is no proof of it
    for (const changeClass of ['normal_bug_fix', 'public_api_schema'] as const) {
      const claim = rule(bundle({ failToPass: [], changeClass, differential: { probes: 12, divergences: 0, outcome: 'no-divergence', counterexamples: [], footprint: { count: 0, kinds: {}, examples: [] } } }));
      assert.equal(claim.v.verdict, 'INCONCLUSIVE', changeClass);
      assert.equal(claim.ladder.fixed, false);
      assert.match(claim.v.missing.join('\n'), new RegExp(`no FAIL_TO_PASS reproducer was given for a ${changeClass} change`));
    }
  });
  it('ablations: flat Level C accepts an auth change at C; INCONCLUSIVE→ACCEPT converts', () => {
    assert.equal(rule(bundle({ changeClass: 'auth_security', ablations: ['flat_level_c'] })).v.verdict, 'ACCEPT');
    assert.equal(rule(bundle({ changeClass: 'auth_security', ablations: ['inconclusive_to_accept'] })).v.verdict, 'ACCEPT');
  });
  it('the record has exactly the spec fields and refuses a missing one', () => {
    const b = bundle();
    const { ladder, v } = rule(b);
    const rec = projectRecord({ patchId: 'p1', bundle: b, ladder, verdict: v, semantic: { judgment: null, confidence: null, demoted: false, from_verdict: null, to_verdict: null } });
    assert.deepEqual(Object.keys(rec).sort(), [
      'bug_reproduction', 'differential_testing', 'evidence_strength', 'fuzzing', 'impact_tests', 'patch_id', 'regressions', 'semantic_assessment', 'syntax', 'unresolved_risks', 'verdict',
    ]);
    assert.equal(rec.regressions.guard_set, 2);
    assert.throws(() => projectRecord({ patchId: 'p1', bundle: b, ladder, verdict: v, semantic: {} as never }));
  });
  it('property: no ACCEPT without both clauses at or above the required level (unless ablated)', () => {
    const outcome = fc.constantFrom<TestOutcome>('passed', 'failed', 'error', 'missing', 'timeout');
    fc.assert(
      fc.property(outcome, outcome, outcome, outcome, fc.constantFrom('normal_bug_fix', 'auth_security', 'public_api_schema', 'comment_documentation') , (bb, cb, ba, ca, cls) => {
        const b = bundle({
          changeClass: cls as EvidenceBundle['changeClass'],
          f2pBaseline: run('baseline', { 't.py::test_bug': bb, 't.py::test_a': ba, 't.py::test_b': 'passed' }),
          f2pCandidate: run('candidate', { 't.py::test_bug': cb, 't.py::test_a': ca, 't.py::test_b': 'passed' }),
        });
        b.p2pBaseline = b.f2pBaseline;
        b.p2pCandidate = b.f2pCandidate;
        const { ladder, v } = rule(b);
        if (v.verdict === 'ACCEPT') {
          assert.ok(v.fixed && v.unbroken);
          assert.ok(['A', 'B', 'C', 'D', 'E'].indexOf(ladder.highest!) >= ['A', 'B', 'C', 'D', 'E'].indexOf(ladder.required));
        }
        if (cb !== 'passed') assert.equal(v.verdict, 'REJECT');
      }),
    );
  });
});
