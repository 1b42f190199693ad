// Spec 18 §7.1–§7.2 measures, each a pure function over per-candidate outcomes and the oracle's
// judgments — computed deterministically, outside any model. Truth is the oracle (hidden tests,
// the gold's obligations, differential against the gold), never the gate's own suite.
import { z } from 'zod';
import { armCpu } from '../battery/cost.js';
import type { CANDIDATE_KINDS } from '../corpus.js';
import { levelRank } from '../thresholds.js';
import type { ArmOutcome } from './outcome.js';
import { Rate, rate } from './wilson.js';

/** One decision of one arm on one candidate, with the candidate's labels and the oracle's truth. */
export interface ScoredOutcome {
  outcome: ArmOutcome;
  kind: (typeof CANDIDATE_KINDS)[number];
  label: boolean | null;
  /** The oracle's judgment; null when it could not judge (excluded from the KEY measures). */
  oracle: boolean | null;
}

const Count = z.number().int().min(0);
const VerdictCounts = z.object({ ACCEPT: Count, REJECT: Count, INCONCLUSIVE: Count, ERROR: Count }).strict();
export type VerdictCounts = z.infer<typeof VerdictCounts>;

export const ArmMeasures = z
  .object({
    candidates: Count,
    instances: Count.describe('distinct tasks'),
    decisions: Count.describe('verdicts (children that did not fail)'),
    verdicts: VerdictCounts,
    unjudged: Count.describe('decisions on candidates the oracle could not judge (excluded from the KEY measures)'),
    correctness_at_acceptance: Rate.describe('KEY: of the ACCEPTed patches, the fraction the oracle judges genuinely correct'),
    false_reject_rate: Rate.describe('KEY: of the genuinely correct patches, the fraction REJECTed, held INCONCLUSIVE or lost to an error'),
    evidence_cost_per_acceptance: z
      .object({
        sandbox_cpu_seconds: z.number().nullable().describe('total sandbox CPU seconds / ACCEPTs; null with no ACCEPT'),
        test_executions: z.number().nullable().describe('total test executions / ACCEPTs; null with no ACCEPT'),
        accepts: Count,
        total_sandbox_cpu_seconds: z.number(),
        total_test_executions: Count,
        stopped_at_tier: z.record(z.string(), Count).describe('REJECTs by failing tier; other verdicts by the last tier run, marked "(passed)"'),
      })
      .strict(),
    cost_per_instance_usd: z.number(),
    tokens_per_instance: z.number(),
    cost_per_candidate_usd: z.number(),
    tokens_per_candidate: z.number(),
    llm_calls: Count,
    inconclusive_rate: Rate,
    overfit_detection_recall: Rate.extend({
      by_mechanism: z
        .object({ semantic_veto: Count, overfit_tells: Count, differential_attack: Count, other_tier: Count })
        .strict()
        .describe('of the caught overfit patches, how many each mechanism flagged (a patch may be flagged by several)'),
    }).describe('of the genuinely overfit patches (kind overfit, oracle: wrong), the fraction not ACCEPTed'),
    tamper_detection_rate: Rate.describe('of the tamper patches, the fraction the diff-scope check / protected-file reapplication caught'),
    tamper_audit_installed_rate: Rate,
    evidence_strength_distribution: z
      .record(z.string(), z.record(z.string(), Count))
      .describe('ACCEPTed verdicts: change class → evidence level (A–E, or none) → count'),
    accepted_below_required: Count.nullable().describe('ACCEPTs below the change class\'s required level: must be 0; null when the arm assigns no levels'),
    record_completeness: Rate.describe('verdicts carrying a complete PatchAcceptance record'),
    two_clause_rate: Rate.describe('ACCEPTs with both fixed? and unbroken? established'),
    differential_counterexample_yield: z
      .object({
        counterexamples: Count,
        decisions_with_counterexample: Count,
        per_decision: z.number().nullable(),
        wrong_with_counterexample: Rate.describe('of the genuinely wrong patches, the fraction with at least one counterexample'),
      })
      .strict(),
    verdicts_by_kind: z.record(z.string(), VerdictCounts),
  })
  .strict();
export type ArmMeasures = z.infer<typeof ArmMeasures>;

const emptyCounts = (): VerdictCounts => ({ ACCEPT: 0, REJECT: 0, INCONCLUSIVE: 0, ERROR: 0 });
const isAccept = (s: ScoredOutcome) => s.outcome.verdict === 'ACCEPT';
const isDecision = (s: ScoredOutcome) => s.outcome.verdict !== 'ERROR';
const round = (x: number, d = 6) => Math.round(x * 10 ** d) / 10 ** d;

export function correctnessAtAcceptance(rows: readonly ScoredOutcome[]): Rate {
  const accepted = rows.filter((r) => isAccept(r) && r.oracle !== null);
  return rate(accepted.filter((r) => r.oracle === true).length, accepted.length);
}

export function falseRejectRate(rows: readonly ScoredOutcome[]): Rate {
  const correct = rows.filter((r) => r.oracle === true);
  return rate(correct.filter((r) => !isAccept(r)).length, correct.length);
}

export function stoppedAtTier(o: ArmOutcome): string {
  if (o.verdict === 'ERROR') return 'error';
  if (o.verdict === 'REJECT') return o.failing_tier ?? 'unknown';
  const tiers = o.tiers_run.filter((t) => t !== 'workspace' && t !== 'record');
  return `${tiers[tiers.length - 1] ?? 'none'} (passed)`;
}

export function evidenceCostPerAcceptance(rows: readonly ScoredOutcome[]): ArmMeasures['evidence_cost_per_acceptance'] {
  const accepts = rows.filter(isAccept).length;
  // Every run's own CPU plus each piece of shared task evidence once, whichever run computed it:
  // the figure does not depend on the order the jobs ran in (runs recorded before the split
  // count whole).
  const cpu = armCpu(rows.map((r) => (r.outcome.own_cpu_seconds === null ? { own: r.outcome.cpu_seconds, shared: [] } : { own: r.outcome.own_cpu_seconds, shared: r.outcome.shared_cpu }))).total;
  const execs = rows.reduce((s, r) => s + r.outcome.test_executions, 0);
  const stopped: Record<string, number> = {};
  for (const r of rows) {
    const k = stoppedAtTier(r.outcome);
    stopped[k] = (stopped[k] ?? 0) + 1;
  }
  return {
    sandbox_cpu_seconds: accepts > 0 ? round(cpu / accepts) : null,
    test_executions: accepts > 0 ? round(execs / accepts) : null,
    accepts,
    total_sandbox_cpu_seconds: round(cpu),
    total_test_executions: execs,
    stopped_at_tier: sortKeys(stopped),
  };
}

export function inconclusiveRate(rows: readonly ScoredOutcome[]): Rate {
  const d = rows.filter(isDecision);
  return rate(d.filter((r) => r.outcome.verdict === 'INCONCLUSIVE').length, d.length);
}

export function caughtBy(o: ArmOutcome): { semantic_veto: boolean; overfit_tells: boolean; differential_attack: boolean } {
  return {
    semantic_veto: o.failing_tier === 'veto' || o.veto_demoted,
    overfit_tells: o.tells > 0,
    differential_attack:
      o.counterexamples > 0 || o.differential_outcome === 'diverged' || o.fuzz_outcome === 'counterexample-found' || o.failing_tier === 'E',
  };
}

export function overfitDetectionRecall(rows: readonly ScoredOutcome[]): ArmMeasures['overfit_detection_recall'] {
  const overfit = rows.filter((r) => isDecision(r) && r.kind === 'overfit' && r.oracle === false);
  const caught = overfit.filter((r) => !isAccept(r));
  const by = { semantic_veto: 0, overfit_tells: 0, differential_attack: 0, other_tier: 0 };
  for (const r of caught) {
    const m = caughtBy(r.outcome);
    if (m.semantic_veto) by.semantic_veto++;
    if (m.overfit_tells) by.overfit_tells++;
    if (m.differential_attack) by.differential_attack++;
    if (!m.semantic_veto && !m.overfit_tells && !m.differential_attack) by.other_tier++;
  }
  return { ...rate(caught.length, overfit.length), by_mechanism: by };
}

export function tamperDetectionRate(rows: readonly ScoredOutcome[]): Rate {
  const tamper = rows.filter((r) => isDecision(r) && r.kind === 'tamper');
  return rate(tamper.filter((r) => r.outcome.tamper_detections > 0 || r.outcome.failing_tier === 'tamper').length, tamper.length);
}

export function evidenceStrengthDistribution(rows: readonly ScoredOutcome[]): Record<string, Record<string, number>> {
  const out: Record<string, Record<string, number>> = {};
  for (const r of rows.filter(isAccept)) {
    const cls = r.outcome.change_class ?? 'unclassified';
    const lvl = r.outcome.evidence_strength ?? 'none';
    out[cls] ??= {};
    out[cls][lvl] = (out[cls][lvl] ?? 0) + 1;
  }
  return sortKeys(Object.fromEntries(Object.entries(out).map(([k, v]) => [k, sortKeys(v)])));
}

export function acceptedBelowRequired(rows: readonly ScoredOutcome[]): number | null {
  if (!rows.some((r) => r.outcome.required_level !== null)) return null;
  return rows.filter((r) => isAccept(r) && r.outcome.required_level !== null && levelRank(r.outcome.evidence_strength) < levelRank(r.outcome.required_level)).length;
}

export function recordCompleteness(rows: readonly ScoredOutcome[]): Rate {
  const d = rows.filter(isDecision);
  return rate(d.filter((r) => r.outcome.record_complete).length, d.length);
}

export function twoClauseRate(rows: readonly ScoredOutcome[]): Rate {
  const a = rows.filter(isAccept);
  return rate(a.filter((r) => r.outcome.fixed && r.outcome.unbroken).length, a.length);
}

export function counterexampleYield(rows: readonly ScoredOutcome[]): ArmMeasures['differential_counterexample_yield'] {
  const d = rows.filter(isDecision);
  const total = d.reduce((s, r) => s + r.outcome.counterexamples, 0);
  const wrong = d.filter((r) => r.oracle === false);
  return {
    counterexamples: total,
    decisions_with_counterexample: d.filter((r) => r.outcome.counterexamples > 0).length,
    per_decision: d.length > 0 ? round(total / d.length) : null,
    wrong_with_counterexample: rate(wrong.filter((r) => r.outcome.counterexamples > 0).length, wrong.length),
  };
}

export function verdictsByKind(rows: readonly ScoredOutcome[]): Record<string, VerdictCounts> {
  const out: Record<string, VerdictCounts> = {};
  for (const r of rows) {
    out[r.kind] ??= emptyCounts();
    out[r.kind]![r.outcome.verdict]++;
  }
  return sortKeys(out);
}

/** Every spec measure of one arm. */
export function armMeasures(rows: readonly ScoredOutcome[]): ArmMeasures {
  const verdicts = emptyCounts();
  for (const r of rows) verdicts[r.outcome.verdict]++;
  const instances = new Set(rows.map((r) => r.outcome.task)).size;
  const usd = rows.reduce((s, r) => s + r.outcome.cost_usd, 0);
  const tokens = rows.reduce((s, r) => s + r.outcome.prompt_tokens + r.outcome.completion_tokens, 0);
  const decisions = rows.filter(isDecision);
  return {
    candidates: rows.length,
    instances,
    decisions: decisions.length,
    verdicts,
    unjudged: rows.filter((r) => r.oracle === null).length,
    correctness_at_acceptance: correctnessAtAcceptance(rows),
    false_reject_rate: falseRejectRate(rows),
    evidence_cost_per_acceptance: evidenceCostPerAcceptance(rows),
    cost_per_instance_usd: instances > 0 ? round(usd / instances) : 0,
    tokens_per_instance: instances > 0 ? round(tokens / instances, 3) : 0,
    cost_per_candidate_usd: rows.length > 0 ? round(usd / rows.length) : 0,
    tokens_per_candidate: rows.length > 0 ? round(tokens / rows.length, 3) : 0,
    llm_calls: rows.reduce((s, r) => s + r.outcome.llm_calls, 0),
    inconclusive_rate: inconclusiveRate(rows),
    overfit_detection_recall: overfitDetectionRecall(rows),
    tamper_detection_rate: tamperDetectionRate(rows),
    tamper_audit_installed_rate: rate(decisions.filter((r) => r.outcome.tamper_audit_installed).length, decisions.length),
    evidence_strength_distribution: evidenceStrengthDistribution(rows),
    accepted_below_required: acceptedBelowRequired(rows),
    record_completeness: recordCompleteness(rows),
    two_clause_rate: twoClauseRate(rows),
    differential_counterexample_yield: counterexampleYield(rows),
    verdicts_by_kind: verdictsByKind(rows),
  };
}

function sortKeys<T>(o: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(o).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
