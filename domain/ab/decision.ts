// Spec 18 §7.4, evaluated line by line: the structured gate wins iff every condition holds.
// "Strictly beats" is strict on the point estimates; the Wilson intervals are reported beside
// them. A measure the corpus cannot define (no ACCEPT, no correct patch) fails its line. Pure.
import { z } from 'zod';
import type { ArmMeasures } from './metrics.js';

export const NOISE_PP = 0.05;
export const COST_BOUND = 1.5;

export const RuleCondition = z
  .object({
    id: z.string(),
    text: z.string(),
    role: z.string().describe('KEY, companion, report, or guard'),
    gate: z.number().nullable(),
    baseline: z.number().nullable(),
    threshold: z.string(),
    holds: z.boolean(),
    note: z.string().nullable(),
  })
  .strict();
export type RuleCondition = z.infer<typeof RuleCondition>;

export const RuleDecision = z
  .object({
    rule: z.string(),
    subject_arm: z.string().nullable(),
    reference_arm: z.string().nullable(),
    outcome: z.enum(['WIN', 'LOSE', 'NOT_EVALUATED']),
    conditions: z.array(RuleCondition),
    note: z.string().nullable(),
  })
  .strict();
export type RuleDecision = z.infer<typeof RuleDecision>;

export function notEvaluated(rule: string, note: string, subject: string | null = null, reference: string | null = null): RuleDecision {
  return { rule, subject_arm: subject, reference_arm: reference, outcome: 'NOT_EVALUATED', conditions: [], note };
}

const defined = (x: number | null | undefined): x is number => typeof x === 'number' && Number.isFinite(x);

/** Spec 18 §7.4: the structured gate (subject) against the naive "green = commit" baseline. */
export function spec18Decision(gateArm: string, gate: ArmMeasures, baselineArm: string, base: ArmMeasures): RuleDecision {
  const c: RuleCondition[] = [];
  const ga = gate.correctness_at_acceptance.value;
  const ba = base.correctness_at_acceptance.value;
  c.push({
    id: 'correctness_at_acceptance',
    text: 'Correctness-at-acceptance STRICTLY beats the naive "green = commit" baseline',
    role: 'KEY',
    gate: ga,
    baseline: ba,
    threshold: 'gate > baseline',
    holds: defined(ga) && (defined(ba) ? ga > ba : false),
    note: !defined(ga) ? 'the gate ACCEPTed no judged patch: undefined, cannot beat' : !defined(ba) ? 'the baseline ACCEPTed no judged patch: nothing to beat is measurable' : null,
  });
  const gf = gate.false_reject_rate.value;
  const bf = base.false_reject_rate.value;
  c.push({
    id: 'false_reject_rate',
    text: 'false-reject rate not regressed beyond noise (≤ baseline + 5pp)',
    role: 'KEY',
    gate: gf,
    baseline: bf,
    threshold: `gate ≤ baseline + ${NOISE_PP}`,
    holds: defined(gf) && defined(bf) && gf <= bf + NOISE_PP + 1e-12,
    note: !defined(gf) || !defined(bf) ? 'no genuinely correct patch in the corpus: the rate is undefined' : null,
  });
  const gc = gate.evidence_cost_per_acceptance.sandbox_cpu_seconds;
  const bc = base.evidence_cost_per_acceptance.sandbox_cpu_seconds;
  c.push({
    id: 'evidence_cost_per_acceptance',
    text: 'evidence cost per acceptance STRICTLY beats the baseline (sandbox CPU seconds per ACCEPT)',
    role: 'companion',
    gate: gc,
    baseline: bc,
    threshold: 'gate < baseline',
    holds: defined(gc) && defined(bc) && gc < bc,
    note: !defined(gc) ? 'the gate ACCEPTed nothing: cost per acceptance is unbounded' : !defined(bc) ? 'the baseline ACCEPTed nothing' : null,
  });
  const gi = gate.inconclusive_rate.value;
  c.push({
    id: 'inconclusive_rate',
    text: 'INCONCLUSIVE rate able to be nonzero (not pinned at zero)',
    role: 'report',
    gate: gi,
    baseline: base.inconclusive_rate.value,
    threshold: 'gate > 0',
    holds: defined(gi) && gi > 0,
    note: defined(gi) && gi === 0 ? 'no INCONCLUSIVE on this corpus: every "not enough evidence" may have become a verdict' : null,
  });
  const gt = gate.tamper_detection_rate.value;
  const bt = base.tamper_detection_rate.value;
  const installed = gate.tamper_audit_installed_rate.value;
  c.push({
    id: 'tamper_detection_rate',
    text: 'tamper-detection rate not regressed (a zero rate signals the audit is not installed)',
    role: 'guard',
    gate: gt,
    baseline: bt,
    threshold: 'gate ≥ baseline and gate > 0',
    holds: defined(gt) && defined(bt) ? gt >= bt && gt > 0 : installed === 1,
    note: defined(gt) && defined(bt)
      ? gt === 0
        ? 'zero: the tamper audit caught none of the tamper patches — check it is installed'
        : null
      : `no tamper patch in the corpus: judged on whether the audit ran on every decision (installed on ${installed === null ? 'no' : `${Math.round(installed * 100)}% of`} decisions)`,
  });
  const gu = gate.cost_per_instance_usd;
  const bu = base.cost_per_instance_usd;
  c.push({
    id: 'cost',
    text: 'cost_gate ≤ 1.5 × cost_baseline ($ per instance)',
    role: 'guard',
    gate: gu,
    baseline: bu,
    threshold: `gate ≤ ${COST_BOUND} × baseline`,
    holds: gu <= COST_BOUND * bu + 1e-12,
    note: null,
  });
  const gk = gate.tokens_per_instance;
  const bk = base.tokens_per_instance;
  c.push({
    id: 'tokens',
    text: 'tokens_gate ≤ 1.5 × tokens_baseline (tokens per instance)',
    role: 'guard',
    gate: gk,
    baseline: bk,
    threshold: `gate ≤ ${COST_BOUND} × baseline`,
    holds: gk <= COST_BOUND * bk + 1e-9,
    note: null,
  });
  return {
    rule: 'spec 18 §7.4',
    subject_arm: gateArm,
    reference_arm: baselineArm,
    outcome: c.every((x) => x.holds) ? 'WIN' : 'LOSE',
    conditions: c,
    note: 'Never the resolve rate alone; never model self-assessment: truth is the oracle (hidden tests, gold obligations, differential against gold).',
  };
}
