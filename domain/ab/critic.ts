// Spec 22 §9.6: the critic is kept iff it strictly dominates its absence. The two numbers of
// §9.1 are reported together, derived from deterministic verification, never the critic's
// confidence: verified-defect recall (genuinely wrong patches REJECTed on executed evidence)
// and over-veto (genuinely correct patches not ACCEPTed). Pure.
import type { ScoredOutcome } from './metrics.js';
import { armMeasures } from './metrics.js';
import { compareArms } from './ablation.js';
import type { RuleCondition, RuleDecision } from './decision.js';
import { Rate, rate } from './wilson.js';

/** Of the genuinely wrong patches, the fraction REJECTed (a failing tier is executed evidence). */
export function verifiedDefectRecall(rows: readonly ScoredOutcome[]): Rate {
  const wrong = rows.filter((r) => r.oracle === false && r.outcome.verdict !== 'ERROR');
  return rate(wrong.filter((r) => r.outcome.verdict === 'REJECT').length, wrong.length);
}

/** Of the genuinely correct patches, the fraction vetoed (not ACCEPTed). */
export function overVetoRate(rows: readonly ScoredOutcome[]): Rate {
  const correct = rows.filter((r) => r.oracle === true && r.outcome.verdict !== 'ERROR');
  return rate(correct.filter((r) => r.outcome.verdict !== 'ACCEPT').length, correct.length);
}

/** §9.1's finding-level rate, when the gate reports critic counts: blocking findings refuted by their own falsification. */
export function findingFalsePositiveRate(rows: readonly ScoredOutcome[]): Rate | null {
  const withCounts = rows.filter((r) => r.outcome.critic !== null);
  if (withCounts.length === 0) return null;
  const blocking = withCounts.reduce((s, r) => s + r.outcome.critic!.blocking, 0);
  return rate(withCounts.reduce((s, r) => s + r.outcome.critic!.refuted, 0), blocking);
}

export function spec22Decision(onArm: string, on: readonly ScoredOutcome[], offArm: string, off: readonly ScoredOutcome[]): RuleDecision {
  const rOn = verifiedDefectRecall(on);
  const rOff = verifiedDefectRecall(off);
  const vOn = overVetoRate(on);
  const vOff = overVetoRate(off);
  const fp = findingFalsePositiveRate(on);
  const removal = compareArms(armMeasures(on), armMeasures(off)).filter((d) => d.degraded);
  const c: RuleCondition[] = [
    {
      id: 'verified_defect_recall',
      text: 'verified-defect recall strictly higher with the critic',
      role: 'KEY',
      gate: rOn.value,
      baseline: rOff.value,
      threshold: 'critic on > critic off',
      holds: rOn.value !== null && rOff.value !== null && rOn.value > rOff.value,
      note: rOn.value === null ? 'no genuinely wrong patch in the corpus' : null,
    },
    {
      id: 'over_veto_false_positive_rate',
      text: 'over-veto false-positive rate not worse (no more over-veto than the deterministic validator alone)',
      role: 'KEY',
      gate: vOn.value,
      baseline: vOff.value,
      threshold: 'critic on ≤ critic off',
      holds: vOn.value !== null && vOff.value !== null && vOn.value <= vOff.value + 1e-12,
      note: fp ? `finding level: ${fp.numerator}/${fp.denominator} blocking findings refuted by their own falsification` : 'the gate reports no critic finding counts; measured on genuinely correct patches not ACCEPTed',
    },
    {
      id: 'reported_together',
      text: 'the two numbers reported TOGETHER, never separately, never "did it sound good"',
      role: 'report',
      gate: null,
      baseline: null,
      threshold: 'structural',
      holds: true,
      note: 'this report prints both numbers in one row of one table',
    },
    {
      id: 'removal_degrades',
      text: "the critic's removal degrades ≥1 honest measure beyond noise (it is not review theatre)",
      role: 'ablation',
      gate: null,
      baseline: null,
      threshold: '≥ 1 degraded measure',
      holds: removal.length > 0,
      note: removal.length > 0 ? `critic off degrades ${removal.map((d) => d.measure).join(', ')}` : 'critic off degrades no honest measure beyond noise',
    },
  ];
  return {
    rule: 'spec 22 §9.6',
    subject_arm: onArm,
    reference_arm: offArm,
    outcome: c.every((x) => x.holds) ? 'WIN' : 'LOSE',
    conditions: c,
    note: 'WIN = the critic is kept; LOSE = an empty L column (critic removed until the evidence changes).',
  };
}
