// Spec 18 §3.2 / P8 `write_acceptance_record` (the projection half): the PatchAcceptance
// record is a pure projection of the battery's outputs, validated against the exact schema.
// A verdict without a complete record is an error, never silently accepted.
import { z } from 'zod';
import { OverfitTell } from './tells/schema.js';
import { IssueReproducerEvidence } from './behaviour/issueClaims.js';
import { ChangeClass, EvidenceLevel, FailingTier, GateMode, PatchAcceptance, Verdict } from './schemas.js';
import type { EvidenceBundle, LadderResult } from './ladder.js';
import type { TwoPartVerdict } from './verdict.js';
import type { TestRun } from './schemas.js';

export const RECORD_VERSION = 1;

/** LLM usage, per call, summed into the result (tokens and estimated cost). */
export const LlmUsage = z.object({
  calls: z.number().int(),
  promptTokens: z.number().int(),
  completionTokens: z.number().int(),
  costUsd: z.number(),
});
export type LlmUsage = z.infer<typeof LlmUsage>;

/** Evidence cost: what the battery spent (the companion measure of spec 18 §7.2). */
export const EvidenceCost = z.object({
  /** Every sandboxed CPU second this run used: its own plus the shared evidence of its task. */
  sandboxCpuSeconds: z.number(),
  /** CPU seconds this candidate alone cost. */
  ownCpuSeconds: z.number().default(0),
  /** CPU seconds of the task's shared evidence this run used (computed now or earlier, by any candidate). */
  sharedCpuSeconds: z.number().default(0),
  /** The shared evidence by content key: an A/B arm charges each key once per task, in any job order. */
  shared: z.array(z.object({ key: z.string(), cpuSeconds: z.number(), tier: z.string() })).default([]),
  /** Per tier: own and shared CPU seconds, and wall time. */
  tierCpu: z.record(z.string(), z.object({ own: z.number(), shared: z.number(), wallMs: z.number() })).default({}),
  /** The tier at which the verdict became decidable (the first REJECT's tier, else the last tier run). */
  decidedAt: z.string().nullable().default(null),
  testExecutions: z.number().int(),
  activityWallMs: z.number(),
  tiersRun: z.array(z.string()),
  /** Wall time spent per tier (workspace, classify, A, tamper, B/C, impact, tells, differential, fuzz, veto). */
  tierWallMs: z.record(z.string(), z.number()).default({}),
});
export type EvidenceCost = z.infer<typeof EvidenceCost>;

/**
 * Whether the semantic assessor is independent of the model that generated the patch (spec 18
 * §8 invariant 2). `independent-model`: the request names a generator model and it differs from
 * the veto model; `stated`: no generator model was named, but the operator
 * (PATCHGATE_LLM_INDEPENDENT=1) or the request (`assessorIndependent: true`) states independence;
 * `same-model`: the generator is the veto model; `unknown`: nothing is known — treated as NOT
 * independent (issue 13.7).
 */
export const ASSESSOR_INDEPENDENCE = ['independent-model', 'stated', 'same-model', 'unknown'] as const;
export const AssessorIndependence = z.enum(ASSESSOR_INDEPENDENCE);
export type AssessorIndependence = z.infer<typeof AssessorIndependence>;

/**
 * What the L entry's judgment was allowed to do, for the provenance envelope: a
 * root-cause-addressed judgment that lifts a run to Level D/E (and possibly to ACCEPT) is
 * recorded as admitted here — the exact record can only say `demoted: false`.
 */
export const SemanticAdmission = z.object({
  /** The model's judgment when it gave one (null: no judgment, e.g. not run or a violation). */
  judgment: z.string().nullable(),
  independence: AssessorIndependence,
  /** root-cause-addressed was admitted as Level D evidence. */
  admitted: z.boolean(),
  /** The admitted judgment raised the evidence level (to D, or E) and/or the verdict. */
  lifted: z.boolean(),
  levelWithout: EvidenceLevel.nullable(),
  levelWith: EvidenceLevel.nullable(),
  verdictWithout: Verdict,
  verdictWith: Verdict,
  /** Why a root-cause-addressed judgment was not admitted, when it was not. */
  note: z.string().nullable(),
});
export type SemanticAdmission = z.infer<typeof SemanticAdmission>;

/**
 * The workflow result: the exact record plus its provenance envelope (typing of the verdict,
 * change class, required level, costs). `record` is null only under the no_record ablation.
 */
export const AcceptanceResult = z.object({
  version: z.literal(RECORD_VERSION),
  workflowId: z.string(),
  mode: GateMode,
  verdict: Verdict,
  failingTier: FailingTier.nullable(),
  reason: z.string(),
  missingEvidence: z.array(z.string()),
  changeClass: ChangeClass.nullable(),
  changeClassReasons: z.array(z.string()),
  requiredLevel: EvidenceLevel.nullable(),
  fixed: z.boolean(),
  unbroken: z.boolean(),
  record: PatchAcceptance.nullable(),
  recordComplete: z.boolean(),
  tamperDetections: z.array(z.object({ file: z.string(), kind: z.string(), detail: z.string() })),
  tamperAuditInstalled: z.boolean(),
  /** Each tell with what an execution attack must target (`target`, `entity`: absent in records written before them). */
  tells: z.array(OverfitTell),
  /** Per tell, whether execution confirmed it with a counterexample, cleared it, or left it unresolved. */
  tellStatus: z
    .array(z.object({ kind: z.string(), file: z.string(), line: z.number(), detail: z.string(), status: z.enum(['confirmed', 'cleared', 'unresolved']), why: z.string() }))
    .default([]),
  /** The counterexamples of the Level E attacks (differential, generalization, deletion, fuzz, races). */
  counterexamples: z.array(z.string()),
  /** Level B reproducers generated from the issue text: claims read, validated on the pre-edit, and what the candidate made of each (null: not run). */
  issueReproducers: IssueReproducerEvidence.nullable().optional(),
  /** Divergences from the pre-edit explained by the fix (same shape as the FAIL_TO_PASS change): its footprint. */
  footprint: z.object({ count: z.number().int(), kinds: z.record(z.string(), z.number().int()), examples: z.array(z.string()) }).default({ count: 0, kinds: {}, examples: [] }),
  guards: z.array(z.string()),
  nonGuards: z.array(z.string()),
  cost: EvidenceCost,
  llm: LlmUsage,
  /** What the semantic judgment was allowed to do (admitted as Level D evidence, lifted the run). */
  semanticAdmission: SemanticAdmission.nullable().optional(),
  /** The spec-22 critic's finding counts when it ran (null: CRITIC=off or not engaged). */
  critic: z
    .object({
      engaged: z.boolean(),
      blocking: z.number().int(),
      verified: z.number().int(),
      refuted: z.number().int(),
      unverifiable: z.number().int(),
      /** Blocking findings beyond the verification cap: reported, not executed, never a defect. */
      unverified: z.number().int().default(0),
      advisory: z.number().int(),
      reason: z.string(),
    })
    .nullable()
    .default(null),
  /** Child workflows (applyEdits, criticReview) that failed: recorded evidence, never a lost run. */
  childFailures: z.array(z.string()).default([]),
  ablations: z.array(z.string()),
  /** Set only by an A/B measuring arm (permissive-l: the veto was answered by a loopback stub, not a model). */
  measuringArm: z.string().nullable().default(null),
  snapshotId: z.string().nullable(),
  startedAt: z.string(),
  finishedAt: z.string(),
});
export type AcceptanceResult = z.infer<typeof AcceptanceResult>;

function summarize(run: TestRun | null, ids: string[]): string {
  if (!run) return 'not run';
  if (ids.length === 0) return 'no tests';
  const counts = new Map<string, number>();
  for (const id of ids) {
    const o = run.outcomes[id] ?? 'missing';
    counts.set(o, (counts.get(o) ?? 0) + 1);
  }
  const parts = [...counts.entries()].sort().map(([k, v]) => `${v} ${k}`);
  return `${parts.join(', ')}${run.timedOut ? ' (run timed out)' : ''}`;
}

export interface SemanticRecord {
  judgment: string | null;
  confidence: number | null;
  demoted: boolean;
  from_verdict: Verdict | null;
  to_verdict: Verdict | null;
}

/** Project the battery into the exact record; throws (zod) if a field is missing or extra. */
export function projectRecord(args: {
  patchId: string;
  bundle: EvidenceBundle;
  ladder: LadderResult;
  verdict: TwoPartVerdict;
  semantic: SemanticRecord;
}): PatchAcceptance {
  const { bundle: b, ladder, verdict, semantic } = args;
  const syn = b.syntax;
  const guardsPassed = ladder.guards.filter((id) => b.p2pCandidate?.outcomes[id] === 'passed').length;
  const record = {
    patch_id: args.patchId,
    syntax: {
      parsed: syn?.parsed ?? false,
      linted: syn?.linted ?? false,
      typechecked: null,
      built: syn?.built ?? null,
      failure: b.applyFailure
        ? { kind: b.applyFailure.kind, file: null, message: b.applyFailure.message }
        : (syn?.failure ?? null),
    },
    bug_reproduction: {
      reproducer: b.failToPass.length ? b.failToPass.join(' ') : 'none given',
      baseline_result: summarize(b.f2pBaseline, b.failToPass),
      candidate_result: summarize(b.f2pCandidate, b.failToPass),
      bug_discriminating: ladder.bugDiscriminating,
      fixed: verdict.fixed,
    },
    regressions: {
      guard_set: ladder.guards.length,
      passed: guardsPassed,
      failed: b.p2pCandidate ? ladder.guards.length - guardsPassed : 0,
      unbroken: verdict.unbroken,
    },
    impact_tests: {
      selected: b.impact?.selected ?? 0,
      passed: b.impact?.passed ?? 0,
      failed: b.impact?.failed ?? 0,
      coverage_reached: b.impact?.coverageReached ?? 0,
    },
    semantic_assessment: semantic,
    differential_testing: b.differential
      ? { probes: b.differential.probes, divergences: b.differential.divergences, outcome: b.differential.outcome }
      : { probes: 0, divergences: 0, outcome: notRunReason(b, 'differential') },
    fuzzing: b.fuzz
      ? { ran: b.fuzz.ran, iterations: b.fuzz.iterations, counterexamples: b.fuzz.counterexamples, outcome: b.fuzz.outcome }
      : { ran: false, iterations: 0, counterexamples: 0, outcome: notRunReason(b, 'fuzz') },
    unresolved_risks: verdict.verdict === 'INCONCLUSIVE' || verdict.verdict === 'ACCEPT' ? [...verdict.missing] : [...ladder.risks],
    verdict: verdict.verdict,
    evidence_strength: ladder.highest,
  };
  return PatchAcceptance.parse(record);
}

function notRunReason(b: EvidenceBundle, which: 'differential' | 'fuzz'): string {
  if (which === 'differential' && b.ablations.includes('no_differential')) return 'not_run: ablated (no_differential)';
  return 'not_run: an earlier tier decided the verdict';
}
