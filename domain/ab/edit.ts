// Spec 10 §7.4: the gated write path (edit10) against the ungated raw-edit path, on an edit
// corpus. The rule takes the measures as inputs; the edit arms produce them once the request
// schema carries the `edit` flag and an edit corpus exists. Pure.
import { z } from 'zod';
import { COST_BOUND } from './decision.js';
import type { RuleCondition, RuleDecision } from './decision.js';

export const EditMeasures = z
  .object({
    apply_success_rate: z.number().min(0).max(1),
    collateral_change_rate: z.number().min(0).max(1),
    solve_rate: z.number().min(0).max(1),
    cost_per_instance_usd: z.number().min(0),
    tokens_per_instance: z.number().min(0),
  })
  .strict();
export type EditMeasures = z.infer<typeof EditMeasures>;

export function spec10Decision(gatedArm: string, gated: EditMeasures, currentArm: string, current: EditMeasures): RuleDecision {
  const c: RuleCondition[] = [
    {
      id: 'apply_success_rate',
      text: 'Apply-success rate STRICTLY improves (the KEY measure)',
      role: 'KEY',
      gate: gated.apply_success_rate,
      baseline: current.apply_success_rate,
      threshold: 'gated > current',
      holds: gated.apply_success_rate > current.apply_success_rate,
      note: null,
    },
    {
      id: 'collateral_change_rate',
      text: 'collateral-change rate STRICTLY drops (the co-KEY measure)',
      role: 'KEY',
      gate: gated.collateral_change_rate,
      baseline: current.collateral_change_rate,
      threshold: 'gated < current',
      holds: gated.collateral_change_rate < current.collateral_change_rate,
      note: null,
    },
    {
      id: 'solve_rate',
      text: 'solve_gated ≥ solve_current (no solve-rate regression)',
      role: 'guard',
      gate: gated.solve_rate,
      baseline: current.solve_rate,
      threshold: 'gated ≥ current',
      holds: gated.solve_rate >= current.solve_rate,
      note: null,
    },
    {
      id: 'cost',
      text: 'cost_gated ≤ 1.5 × cost_current',
      role: 'guard',
      gate: gated.cost_per_instance_usd,
      baseline: current.cost_per_instance_usd,
      threshold: `gated ≤ ${COST_BOUND} × current`,
      holds: gated.cost_per_instance_usd <= COST_BOUND * current.cost_per_instance_usd + 1e-12,
      note: null,
    },
    {
      id: 'tokens',
      text: 'tokens_gated ≤ 1.5 × tokens_current',
      role: 'guard',
      gate: gated.tokens_per_instance,
      baseline: current.tokens_per_instance,
      threshold: `gated ≤ ${COST_BOUND} × current`,
      holds: gated.tokens_per_instance <= COST_BOUND * current.tokens_per_instance + 1e-9,
      note: null,
    },
  ];
  return {
    rule: 'spec 10 §7.4',
    subject_arm: gatedArm,
    reference_arm: currentArm,
    outcome: c.every((x) => x.holds) ? 'WIN' : 'LOSE',
    conditions: c,
    note: 'A green apply that leaks out of scope counts against collateral change regardless of apply success.',
  };
}
