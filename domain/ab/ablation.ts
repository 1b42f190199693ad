// Spec 18 §7.3, mechanical: one mechanism removed at a time, everything else fixed, the delta
// measured on the honest measures. A mechanism is DELETED iff its removal does not degrade any
// honest measure beyond noise (Δ = 0 for counts; |Δ| ≤ 5 pp for rates; |Δ| ≤ 5% relative for
// continuous costs). A removal that only improves measures shows the mechanism's presence is a
// harm: DELETE. Pure.
import { z } from 'zod';
import type { Ablation } from '../schemas.js';
import type { ArmMeasures } from './metrics.js';

export const NOISE = 0.05;

type Scale = 'rate' | 'relative' | 'count';
interface MeasureSpec {
  id: string;
  better: 'higher' | 'lower';
  scale: Scale;
  get: (m: ArmMeasures) => number | null;
}

/** The honest measures an ablation is judged on (spec 18 §7.3: KEY + companion + cost/tokens + secondaries). */
export const HONEST_MEASURES: readonly MeasureSpec[] = [
  { id: 'correctness_at_acceptance', better: 'higher', scale: 'rate', get: (m) => m.correctness_at_acceptance.value },
  { id: 'false_reject_rate', better: 'lower', scale: 'rate', get: (m) => m.false_reject_rate.value },
  { id: 'evidence_cost_per_acceptance', better: 'lower', scale: 'relative', get: (m) => m.evidence_cost_per_acceptance.sandbox_cpu_seconds },
  { id: 'cost_per_instance_usd', better: 'lower', scale: 'relative', get: (m) => m.cost_per_instance_usd },
  { id: 'tokens_per_instance', better: 'lower', scale: 'relative', get: (m) => m.tokens_per_instance },
  { id: 'overfit_detection_recall', better: 'higher', scale: 'rate', get: (m) => m.overfit_detection_recall.value },
  { id: 'tamper_detection_rate', better: 'higher', scale: 'rate', get: (m) => m.tamper_detection_rate.value },
  { id: 'record_completeness', better: 'higher', scale: 'rate', get: (m) => m.record_completeness.value },
  { id: 'two_clause_rate', better: 'higher', scale: 'rate', get: (m) => m.two_clause_rate.value },
  { id: 'accepted_below_required', better: 'lower', scale: 'count', get: (m) => m.accepted_below_required },
];

export const Delta = z
  .object({
    measure: z.string(),
    reference: z.number().nullable(),
    variant: z.number().nullable(),
    delta: z.number().nullable().describe('variant − reference'),
    noise: z.string(),
    degraded: z.boolean().describe('the variant is worse beyond noise'),
    improved: z.boolean().describe('the variant is better beyond noise'),
  })
  .strict();
export type Delta = z.infer<typeof Delta>;

export function beyondNoise(scale: Scale, reference: number, delta: number): boolean {
  if (scale === 'count') return delta !== 0;
  if (scale === 'rate') return Math.abs(delta) > NOISE + 1e-12;
  if (reference === 0) return delta !== 0;
  return Math.abs(delta) / Math.abs(reference) > NOISE + 1e-12;
}

const NOISE_TEXT: Record<Scale, string> = { rate: '|Δ| ≤ 5 pp', relative: '|Δ| ≤ 5% of the reference', count: 'Δ = 0' };

/** Deltas of a variant arm against the reference arm on every honest measure. */
export function compareArms(reference: ArmMeasures, variant: ArmMeasures): Delta[] {
  return HONEST_MEASURES.map((spec) => {
    const r = spec.get(reference);
    const v = spec.get(variant);
    if (r === null || v === null) {
      return { measure: spec.id, reference: r, variant: v, delta: null, noise: NOISE_TEXT[spec.scale], degraded: false, improved: false };
    }
    const delta = Math.round((v - r) * 1e9) / 1e9;
    const big = beyondNoise(spec.scale, r, delta);
    const worse = spec.better === 'higher' ? delta < 0 : delta > 0;
    return { measure: spec.id, reference: r, variant: v, delta, noise: NOISE_TEXT[spec.scale], degraded: big && worse, improved: big && !worse };
  });
}

export const MECHANISMS: Readonly<Record<Ablation, string>> = {
  no_veto: 'semantic veto (P6; the single L entry)',
  no_differential: 'differential execution (P5)',
  flat_level_c: 'risk-sensitivity (P7)',
  inconclusive_to_accept: 'INCONCLUSIVE verdict (P3)',
  no_tells: 'overfit-tell scan',
  no_tamper_audit: 'tamper audit (P2)',
  no_record: 'acceptance record (P8)',
};

/** §7.3's order: the weakest a-priori case (the single L stub) first. */
export const ABLATION_ORDER: readonly Ablation[] = ['no_veto', 'no_differential', 'flat_level_c', 'inconclusive_to_accept', 'no_tells', 'no_tamper_audit', 'no_record'];

export const AblationRow = z
  .object({
    ablation: z.string(),
    mechanism: z.string(),
    arm: z.string().nullable(),
    deltas: z.array(Delta),
    decision: z.enum(['DELETE', 'KEEP', 'NOT_EVALUATED']),
    reason: z.string(),
  })
  .strict();
export type AblationRow = z.infer<typeof AblationRow>;

/** The DELETE/keep rule over one ablation's deltas (variant = mechanism removed). */
export function ablationDecision(deltas: readonly Delta[]): { decision: 'DELETE' | 'KEEP'; reason: string } {
  const degraded = deltas.filter((d) => d.degraded).map((d) => d.measure);
  const improved = deltas.filter((d) => d.improved).map((d) => d.measure);
  if (degraded.length > 0) {
    return { decision: 'KEEP', reason: `removal degrades ${degraded.join(', ')} beyond noise${improved.length ? ` (and improves ${improved.join(', ')})` : ''}` };
  }
  if (improved.length > 0) {
    return { decision: 'DELETE', reason: `demonstrated harm: removal improves ${improved.join(', ')} and degrades nothing beyond noise` };
  }
  return { decision: 'DELETE', reason: 'removal changes no honest measure beyond noise' };
}

export function ablationRow(ablation: Ablation, armName: string | null, reference: ArmMeasures | null, variant: ArmMeasures | null): AblationRow {
  const mechanism = MECHANISMS[ablation];
  if (!reference || !variant || !armName) {
    return {
      ablation,
      mechanism,
      arm: armName,
      deltas: [],
      decision: 'NOT_EVALUATED',
      reason: !reference ? 'the reference arm (18gate, nothing ablated) did not run' : 'this ablation arm did not run',
    };
  }
  const deltas = compareArms(reference, variant);
  return { ablation, mechanism, arm: armName, deltas, ...ablationDecision(deltas) };
}
