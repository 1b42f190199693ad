// The spec 18 §7 measures on hand-computed cases, and the Wilson interval against known values.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { rate, wilson } from '../../../domain/ab/wilson.js';
import { armMeasures, stoppedAtTier } from '../../../domain/ab/metrics.js';
import { outcome, row } from './fixtures.js';

const close = (a: number | null | undefined, b: number, eps = 1e-4) => {
  assert.ok(a !== null && a !== undefined && Math.abs(a - b) < eps, `${a} ≉ ${b}`);
};

describe('wilson', () => {
  it('matches the textbook 95% intervals', () => {
    const [lo, hi] = wilson(1, 2)!;
    close(lo, 0.094531);
    close(hi, 0.905469);
    const [lo0, hi0] = wilson(0, 10)!;
    assert.equal(lo0, 0);
    close(hi0, 0.277533);
    const [lo1, hi1] = wilson(10, 10)!;
    close(lo1, 0.722467);
    assert.equal(hi1, 1);
    const [a, b] = wilson(8, 20)!;
    close(a, 0.21879);
    close(b, 0.61335);
  });
  it('is undefined on an empty denominator, and rejects impossible counts', () => {
    assert.equal(wilson(0, 0), null);
    assert.deepEqual(rate(0, 0), { value: null, numerator: 0, denominator: 0, ci95: null });
    assert.throws(() => wilson(3, 2));
  });
});

describe('armMeasures on a hand-computed arm', () => {
  // Two tasks, six candidates. cpu 1..6 s, 10 test executions each, $0.01 and 150 tokens each.
  const common = (i: number, task: string) => ({ cpu_seconds: i, task, cost_usd: 0.01, prompt_tokens: 100, completion_tokens: 50 });
  const rows = [
    row('correct', true, { ...common(1, 't1'), candidate: 'c1', verdict: 'ACCEPT' }),
    row('correct', true, { ...common(2, 't1'), candidate: 'c2', verdict: 'REJECT', failing_tier: 'unbroken?', unbroken: false }),
    row('overfit', false, { ...common(3, 't1'), candidate: 'w1', verdict: 'ACCEPT', evidence_strength: 'B', unbroken: false }),
    row('overfit', false, { ...common(4, 't2'), candidate: 'w2', verdict: 'REJECT', failing_tier: 'E', counterexamples: 2, tells: 1 }),
    row('tamper', false, { ...common(5, 't2'), candidate: 'w3', verdict: 'REJECT', failing_tier: 'tamper', tamper_detections: 1 }),
    row('regression', false, { ...common(6, 't2'), candidate: 'w4', verdict: 'INCONCLUSIVE', record_complete: false }),
  ];
  const m = armMeasures(rows);

  it('KEY: correctness-at-acceptance = 1/2, false-reject rate = 1/2, with Wilson intervals', () => {
    assert.equal(m.correctness_at_acceptance.numerator, 1);
    assert.equal(m.correctness_at_acceptance.denominator, 2);
    assert.equal(m.correctness_at_acceptance.value, 0.5);
    close(m.correctness_at_acceptance.ci95![0], 0.094531);
    assert.equal(m.false_reject_rate.value, 0.5);
    assert.deepEqual(m.verdicts, { ACCEPT: 2, REJECT: 3, INCONCLUSIVE: 1, ERROR: 0 });
  });
  it('companion: 21 CPU s and 60 test executions over 2 ACCEPTs; where each stopped', () => {
    assert.equal(m.evidence_cost_per_acceptance.sandbox_cpu_seconds, 10.5);
    assert.equal(m.evidence_cost_per_acceptance.test_executions, 30);
    assert.equal(m.evidence_cost_per_acceptance.total_sandbox_cpu_seconds, 21);
    assert.deepEqual(m.evidence_cost_per_acceptance.stopped_at_tier, { 'B/C (passed)': 3, E: 1, tamper: 1, 'unbroken?': 1 });
  });
  it('cost and tokens per instance (2 tasks) and per candidate (6)', () => {
    assert.equal(m.instances, 2);
    close(m.cost_per_instance_usd, 0.03);
    assert.equal(m.tokens_per_instance, 450);
    close(m.cost_per_candidate_usd, 0.01);
    assert.equal(m.tokens_per_candidate, 150);
  });
  it('secondaries', () => {
    close(m.inconclusive_rate.value, 1 / 6);
    assert.equal(m.overfit_detection_recall.value, 0.5);
    assert.deepEqual(m.overfit_detection_recall.by_mechanism, { semantic_veto: 0, overfit_tells: 1, differential_attack: 1, other_tier: 0 });
    assert.equal(m.tamper_detection_rate.value, 1);
    assert.equal(m.accepted_below_required, 1, 'w1 was ACCEPTed at B where the class needs C');
    assert.deepEqual(m.evidence_strength_distribution, { normal_bug_fix: { B: 1, C: 1 } });
    close(m.record_completeness.value, 5 / 6);
    assert.equal(m.two_clause_rate.value, 0.5);
    assert.equal(m.differential_counterexample_yield.counterexamples, 2);
    assert.equal(m.differential_counterexample_yield.decisions_with_counterexample, 1);
    close(m.differential_counterexample_yield.per_decision, 1 / 3);
    assert.equal(m.differential_counterexample_yield.wrong_with_counterexample.value, 0.25);
    assert.deepEqual(m.verdicts_by_kind.overfit, { ACCEPT: 1, REJECT: 1, INCONCLUSIVE: 0, ERROR: 0 });
  });
});

describe('armMeasures edge cases', () => {
  it('an arm that accepts nothing has undefined correctness and cost per acceptance, and every correct patch falsely rejected', () => {
    const m = armMeasures([row('correct', true, { verdict: 'REJECT', failing_tier: 'A' }), row('noop', false, { verdict: 'REJECT', failing_tier: 'fixed?' })]);
    assert.equal(m.correctness_at_acceptance.value, null);
    assert.equal(m.correctness_at_acceptance.ci95, null);
    assert.equal(m.evidence_cost_per_acceptance.sandbox_cpu_seconds, null);
    assert.equal(m.false_reject_rate.value, 1);
  });
  it('errors count as not accepted for the KEY measures but are not verdicts', () => {
    const m = armMeasures([row('correct', true, { verdict: 'ERROR', error: 'boom' }), row('correct', true, { verdict: 'ACCEPT' })]);
    assert.equal(m.false_reject_rate.value, 0.5);
    assert.equal(m.decisions, 1);
    assert.equal(m.inconclusive_rate.denominator, 1);
    assert.equal(m.verdicts.ERROR, 1);
  });
  it('unjudged candidates (oracle null) are left out of the KEY measures', () => {
    const m = armMeasures([row('correct', null, { verdict: 'ACCEPT' }), row('correct', true, { verdict: 'ACCEPT' })]);
    assert.equal(m.correctness_at_acceptance.denominator, 1);
    assert.equal(m.false_reject_rate.denominator, 1);
    assert.equal(m.unjudged, 1);
  });
  it('the naive baseline assigns no levels: accepted-below-required is not applicable', () => {
    const m = armMeasures([row('overfit', false, { verdict: 'ACCEPT', required_level: null, evidence_strength: null, change_class: null, fixed: false, unbroken: false })]);
    assert.equal(m.accepted_below_required, null);
    assert.equal(m.two_clause_rate.value, 0);
    assert.deepEqual(m.evidence_strength_distribution, { unclassified: { none: 1 } });
  });
  it('stoppedAtTier: REJECT by failing tier, others by the last tier run', () => {
    assert.equal(stoppedAtTier(outcome({ verdict: 'REJECT', failing_tier: 'A' })), 'A');
    assert.equal(stoppedAtTier(outcome({ verdict: 'INCONCLUSIVE', tiers_run: ['workspace', 'A', 'B/C', 'E'] })), 'E (passed)');
    assert.equal(stoppedAtTier(outcome({ verdict: 'ERROR' })), 'error');
  });
});
