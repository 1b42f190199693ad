// The decision rules: spec 18 §7.4 (WIN and LOSE, line by line), the §7.3 ablation
// DELETE/keep rule with its noise band, spec 22 §9.6 and spec 10 §7.4.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { armMeasures } from '../../../domain/ab/metrics.js';
import type { ArmMeasures, ScoredOutcome } from '../../../domain/ab/metrics.js';
import { spec18Decision } from '../../../domain/ab/decision.js';
import { ablationDecision, ablationRow, compareArms } from '../../../domain/ab/ablation.js';
import { spec22Decision, verifiedDefectRecall } from '../../../domain/ab/critic.js';
import { spec10Decision } from '../../../domain/ab/edit.js';
import { rate } from '../../../domain/ab/wilson.js';
import { row } from './fixtures.js';

/** 4 genuinely correct and 6 wrong candidates (one tamper), over two tasks. */
function population(decide: (i: number, correct: boolean) => Partial<ScoredOutcome['outcome']>): ScoredOutcome[] {
  const out: ScoredOutcome[] = [];
  for (let i = 0; i < 10; i++) {
    const correct = i < 4;
    const kind = correct ? 'correct' : i === 9 ? 'tamper' : 'overfit';
    out.push(row(kind, correct, { candidate: `c${i}`, task: i % 2 ? 't2' : 't1', ...decide(i, correct) }));
  }
  return out;
}

const baseline = armMeasures(
  population((i, correct) => ({
    verdict: correct || i < 8 ? 'ACCEPT' : 'REJECT',
    failing_tier: correct || i < 8 ? null : 'greencommit',
    cpu_seconds: 1,
    tamper_audit_installed: false,
    record_complete: false,
    required_level: null,
    evidence_strength: null,
  })),
);
// The gate: every correct patch accepted, every wrong one rejected but one held INCONCLUSIVE;
// 0.4 CPU s each: 4 CPU s over 4 ACCEPTs = 1.0 < the baseline's 10 / 8 = 1.25.
const gateRows = population((i, correct) => ({
  verdict: correct ? 'ACCEPT' : i === 5 ? 'INCONCLUSIVE' : 'REJECT',
  failing_tier: correct || i === 5 ? null : i === 9 ? 'tamper' : 'E',
  tamper_detections: i === 9 ? 1 : 0,
  cpu_seconds: 0.4,
}));
const gate = armMeasures(gateRows);

describe('spec 18 §7.4 decision rule', () => {
  it('WIN: every line holds, each with its values', () => {
    assert.equal(baseline.correctness_at_acceptance.value, 4 / 8);
    assert.equal(gate.correctness_at_acceptance.value, 1);
    const d = spec18Decision('18gate', gate, 'greencommit', baseline);
    assert.equal(d.outcome, 'WIN', JSON.stringify(d.conditions.filter((c) => !c.holds)));
    assert.equal(d.conditions.length, 7);
    const byId = Object.fromEntries(d.conditions.map((c) => [c.id, c]));
    assert.equal(byId.evidence_cost_per_acceptance!.gate, 1);
    assert.equal(byId.evidence_cost_per_acceptance!.baseline, 1.25);
    assert.equal(byId.tamper_detection_rate!.gate, 1);
    assert.equal(byId.tamper_detection_rate!.baseline, 0);
    assert.equal(byId.inconclusive_rate!.gate, 0.1);
  });

  it('LOSE: rejecting one correct patch regresses false-reject rate beyond 5 pp (and cost per ACCEPT: 4 CPU s / 3)', () => {
    const worse = armMeasures(gateRows.map((r, i) => (i === 0 ? { ...r, outcome: { ...r.outcome, verdict: 'REJECT' as const, failing_tier: 'unbroken?' } } : r)));
    const d = spec18Decision('18gate', worse, 'greencommit', baseline);
    assert.equal(d.outcome, 'LOSE');
    assert.deepEqual(d.conditions.filter((c) => !c.holds).map((c) => c.id), ['false_reject_rate', 'evidence_cost_per_acceptance']);
    assert.equal(d.conditions.find((c) => c.id === 'false_reject_rate')!.gate, 0.25);
  });

  it('false-reject rate exactly at baseline + 5 pp is noise, not a regression', () => {
    const g: ArmMeasures = { ...gate, false_reject_rate: rate(1, 20) };
    const b: ArmMeasures = { ...baseline, false_reject_rate: rate(0, 20) };
    assert.equal(spec18Decision('g', g, 'b', b).conditions.find((c) => c.id === 'false_reject_rate')!.holds, true);
    const g2: ArmMeasures = { ...gate, false_reject_rate: rate(2, 20) };
    assert.equal(spec18Decision('g', g2, 'b', b).conditions.find((c) => c.id === 'false_reject_rate')!.holds, false);
  });

  it('LOSE: equal correctness is not strictly better; an INCONCLUSIVE rate pinned at zero fails; cost bounded at 1.5×', () => {
    const g: ArmMeasures = {
      ...gate,
      correctness_at_acceptance: baseline.correctness_at_acceptance,
      inconclusive_rate: rate(0, 10),
      cost_per_instance_usd: 0.16,
      tokens_per_instance: 100,
    };
    const b: ArmMeasures = { ...baseline, cost_per_instance_usd: 0.1, tokens_per_instance: 100 };
    const d = spec18Decision('18gate', g, 'greencommit', b);
    assert.equal(d.outcome, 'LOSE');
    assert.deepEqual(d.conditions.filter((c) => !c.holds).map((c) => c.id), ['correctness_at_acceptance', 'inconclusive_rate', 'cost']);
  });

  it('a gate that accepts nothing cannot win (undefined correctness, unbounded cost per acceptance)', () => {
    const none = armMeasures(population(() => ({ verdict: 'REJECT', failing_tier: 'A' })));
    const d = spec18Decision('18gate', none, 'greencommit', baseline);
    assert.equal(d.outcome, 'LOSE');
    assert.equal(d.conditions[0]!.holds, false);
    assert.equal(d.conditions[2]!.holds, false);
  });

  it('with no tamper patch in the corpus the tamper line falls back to "the audit ran on every decision"', () => {
    const g: ArmMeasures = { ...gate, tamper_detection_rate: rate(0, 0) };
    const b: ArmMeasures = { ...baseline, tamper_detection_rate: rate(0, 0) };
    const c = spec18Decision('g', g, 'b', b).conditions.find((x) => x.id === 'tamper_detection_rate')!;
    assert.equal(c.holds, true);
    const c2 = spec18Decision('g', { ...g, tamper_audit_installed_rate: rate(9, 10) }, 'b', b).conditions.find((x) => x.id === 'tamper_detection_rate')!;
    assert.equal(c2.holds, false);
  });
});

describe('spec 18 §7.3 ablation rule', () => {
  it('KEEP when removal degrades a KEY measure beyond 5 pp', () => {
    const ablated: ArmMeasures = { ...gate, correctness_at_acceptance: rate(4, 5) };
    const row = ablationRow('no_differential', '18gate-no_differential', gate, ablated);
    assert.equal(row.decision, 'KEEP');
    const d = row.deltas.find((x) => x.measure === 'correctness_at_acceptance')!;
    assert.ok(Math.abs(d.delta! + 0.2) < 1e-9);
    assert.equal(d.degraded, true);
    assert.match(row.reason, /correctness_at_acceptance/);
  });
  it('DELETE when nothing moves (Δ = 0), and when |Δ| ≤ 5 pp (noise)', () => {
    assert.equal(ablationDecision(compareArms(gate, gate)).decision, 'DELETE');
    assert.match(ablationDecision(compareArms(gate, gate)).reason, /no honest measure/);
    const noise: ArmMeasures = { ...gate, correctness_at_acceptance: rate(24, 25) };
    assert.equal(ablationDecision(compareArms(gate, noise)).decision, 'DELETE');
  });
  it('continuous costs use 5% relative noise; a mechanism whose removal only improves is a demonstrated harm', () => {
    const at = (cpu: number): ArmMeasures => ({ ...gate, evidence_cost_per_acceptance: { ...gate.evidence_cost_per_acceptance, sandbox_cpu_seconds: cpu } });
    assert.equal(ablationDecision(compareArms(at(1), at(1.04))).decision, 'DELETE');
    assert.equal(ablationDecision(compareArms(at(1), at(1.2))).decision, 'KEEP');
    const cheaper = ablationDecision(compareArms(at(1), at(0.5)));
    assert.equal(cheaper.decision, 'DELETE');
    assert.match(cheaper.reason, /demonstrated harm/);
  });
  it('counts allow no noise: one ACCEPT below the required level keeps the mechanism', () => {
    const ablated: ArmMeasures = { ...gate, accepted_below_required: 1 };
    assert.equal(gate.accepted_below_required, 0);
    assert.equal(ablationDecision(compareArms(gate, ablated)).decision, 'KEEP');
  });
  it('NOT_EVALUATED when the arm or the reference did not run', () => {
    assert.equal(ablationRow('no_veto', null, gate, null).decision, 'NOT_EVALUATED');
    assert.equal(ablationRow('no_veto', 'x', null, gate).decision, 'NOT_EVALUATED');
  });
});

describe('spec 22 §9.6 critic rule', () => {
  const off = gateRows;
  it('kept (WIN) when it rejects more genuinely wrong patches without more over-veto, and its removal degrades a measure', () => {
    const on = gateRows.map((r, i) => (i === 5 ? { ...r, outcome: { ...r.outcome, verdict: 'REJECT' as const, failing_tier: 'critic' } } : r));
    assert.equal(verifiedDefectRecall(on).value, 1);
    assert.equal(verifiedDefectRecall(off).value, 5 / 6);
    const d = spec22Decision('critic', on, '18gate', off);
    assert.equal(d.conditions.find((c) => c.id === 'verified_defect_recall')!.holds, true);
    assert.equal(d.conditions.find((c) => c.id === 'over_veto_false_positive_rate')!.holds, true);
  });
  it('removed (LOSE) when it is indistinguishable from its absence', () => {
    const d = spec22Decision('critic', gateRows, '18gate', off);
    assert.equal(d.outcome, 'LOSE');
    assert.equal(d.conditions.find((c) => c.id === 'verified_defect_recall')!.holds, false);
    assert.equal(d.conditions.find((c) => c.id === 'removal_degrades')!.holds, false);
  });
  it('LOSE when it vetoes a correct patch', () => {
    const on = gateRows.map((r, i) =>
      i === 0 || i === 5 ? { ...r, outcome: { ...r.outcome, verdict: 'REJECT' as const, failing_tier: 'critic' } } : r,
    );
    const d = spec22Decision('critic', on, '18gate', off);
    assert.equal(d.outcome, 'LOSE');
    assert.equal(d.conditions.find((c) => c.id === 'over_veto_false_positive_rate')!.holds, false);
  });
});

describe('spec 10 §7.4 edit rule', () => {
  const current = { apply_success_rate: 0.8, collateral_change_rate: 0.2, solve_rate: 0.5, cost_per_instance_usd: 0.1, tokens_per_instance: 1000 };
  it('WIN iff apply success strictly improves, collateral strictly drops, solve holds, cost and tokens ≤ 1.5×', () => {
    const gated = { apply_success_rate: 0.9, collateral_change_rate: 0.1, solve_rate: 0.5, cost_per_instance_usd: 0.15, tokens_per_instance: 1500 };
    assert.equal(spec10Decision('edit10', gated, 'raw', current).outcome, 'WIN');
  });
  it('LOSE on equal apply success or a solve regression', () => {
    const d = spec10Decision('edit10', { ...current, collateral_change_rate: 0.1, solve_rate: 0.4 }, 'raw', current);
    assert.equal(d.outcome, 'LOSE');
    assert.deepEqual(d.conditions.filter((c) => !c.holds).map((c) => c.id), ['apply_success_rate', 'solve_rate']);
  });
});
