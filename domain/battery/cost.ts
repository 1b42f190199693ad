// Evidence cost (spec 18 §7.2 companion, issue 11 item 1): every sandboxed CPU second the battery
// spends, per tier, split into what this candidate cost and what is shared evidence of its task
// (the pre-edit tree's test results, coverage, traces and behaviours). Shared evidence carries a
// content key: an A/B arm charges each key once per task, whichever candidate happened to compute
// it, so the figure does not depend on the order the jobs ran in. Pure.
import { z } from 'zod';

export const SharedCharge = z.object({ key: z.string(), cpuSeconds: z.number() });
export type SharedCharge = z.infer<typeof SharedCharge>;

/**
 * What one activity spent: its own CPU seconds, and the shared evidence it used (computed or
 * cached). `keyed`: this candidate's own evidence that more than one tier uses (the candidate's
 * traced FAIL_TO_PASS run, read by differential execution and again by the fuzz attack from the
 * cache), counted in `own` once per run, by the tier that first reports it.
 */
export const CpuCharge = z.object({ own: z.number(), shared: z.array(SharedCharge), keyed: z.array(SharedCharge).optional() });
export type CpuCharge = z.infer<typeof CpuCharge>;

export const NO_CHARGE: CpuCharge = { own: 0, shared: [] };

export const TierCost = z.object({ own: z.number(), shared: z.number(), wallMs: z.number() });
export type TierCost = z.infer<typeof TierCost>;

const round = (x: number) => Math.round(x * 1000) / 1000;

/** The evidence cost of one run as it accumulates (kept in the workflow; plain data). */
export interface CostLedger {
  tiers: Record<string, TierCost>;
  shared: Record<string, SharedCharge & { tier: string }>;
  /** The keys of the candidate's own keyed evidence already counted (CpuCharge.keyed). */
  ownKeys?: Record<string, true>;
  testExecutions: number;
  activityWallMs: number;
  tiersRun: string[];
}

export function emptyLedger(): CostLedger {
  return { tiers: {}, shared: {}, ownKeys: {}, testExecutions: 0, activityWallMs: 0, tiersRun: [] };
}

export function chargeTier(l: CostLedger, tier: string, charge: CpuCharge | null | undefined, wallMs = 0): void {
  const t = (l.tiers[tier] ??= { own: 0, shared: 0, wallMs: 0 });
  t.wallMs += wallMs;
  l.activityWallMs += wallMs;
  if (!l.tiersRun.includes(tier)) l.tiersRun.push(tier);
  if (!charge) return;
  t.own = round(t.own + charge.own);
  const counted = (l.ownKeys ??= {});
  for (const k of charge.keyed ?? []) {
    if (counted[k.key]) continue; // read again from the cache by a later tier: already paid
    counted[k.key] = true;
    t.own = round(t.own + k.cpuSeconds);
  }
  for (const s of charge.shared) {
    if (l.shared[s.key]) continue; // the same evidence used twice in one run is still one cost
    l.shared[s.key] = { ...s, tier };
    t.shared = round(t.shared + s.cpuSeconds);
  }
}

export function ownTotal(l: CostLedger): number {
  return round(Object.values(l.tiers).reduce((n, t) => n + t.own, 0));
}

export function sharedTotal(l: CostLedger): number {
  return round(Object.values(l.shared).reduce((n, s) => n + s.cpuSeconds, 0));
}

/**
 * The CPU cost of a set of runs (an A/B arm): every run's own seconds plus each shared key once.
 * Order-independent by construction.
 */
export function armCpu(runs: readonly { own: number; shared: readonly SharedCharge[] }[]): { own: number; shared: number; total: number } {
  let own = 0;
  const shared = new Map<string, number>();
  for (const r of runs) {
    own += r.own;
    for (const s of r.shared) if (!shared.has(s.key)) shared.set(s.key, s.cpuSeconds);
  }
  const sh = [...shared.values()].reduce((a, b) => a + b, 0);
  return { own: round(own), shared: round(sh), total: round(own + sh) };
}
