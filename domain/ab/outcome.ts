// What the A/B harness keeps per decision and per oracle judgment: compact, so hundreds of
// candidates × arms fit in a continued-as-new workflow input. Pure.
import { z } from 'zod';
import { EvidenceLevel } from '../schemas.js';
import type { AcceptanceResult } from '../record.js';

export const ArmVerdict = z.enum(['ACCEPT', 'REJECT', 'INCONCLUSIVE', 'ERROR']);
export type ArmVerdict = z.infer<typeof ArmVerdict>;

/** Critic counts, read from a result when the gate reports them (spec 22 §9.1). */
export const CriticCounts = z.object({ blocking: z.number().int(), verified: z.number().int(), refuted: z.number().int() }).strict();
export type CriticCounts = z.infer<typeof CriticCounts>;

/** One child workflow's result, compacted: a decision of one arm on one candidate. */
export const ArmOutcome = z
  .object({
    task: z.string(),
    candidate: z.string(),
    arm: z.string(),
    workflow_id: z.string(),
    run_id: z.string().nullable(),
    reused: z.boolean().describe('taken from a child finished by an earlier run of the experiment'),
    verdict: ArmVerdict.describe('ERROR: the child failed; no verdict'),
    error: z.string().nullable(),
    reason: z.string(),
    failing_tier: z.string().nullable(),
    evidence_strength: EvidenceLevel.nullable(),
    change_class: z.string().nullable(),
    required_level: EvidenceLevel.nullable(),
    record_present: z.boolean(),
    record_complete: z.boolean(),
    fixed: z.boolean(),
    unbroken: z.boolean(),
    tamper_detections: z.number().int(),
    tamper_audit_installed: z.boolean(),
    tells: z.number().int(),
    counterexamples: z.number().int(),
    differential_outcome: z.string().nullable(),
    fuzz_outcome: z.string().nullable(),
    veto_demoted: z.boolean(),
    critic: CriticCounts.nullable(),
    cpu_seconds: z.number(),
    test_executions: z.number().int(),
    wall_ms: z.number(),
    tiers_run: z.array(z.string()),
    llm_calls: z.number().int(),
    prompt_tokens: z.number().int(),
    completion_tokens: z.number().int(),
    cost_usd: z.number(),
    // Added after the first experiments (packed outcomes of older runs simply lack them):
    /** CPU seconds this candidate alone cost (cpu_seconds minus the task's shared evidence). */
    own_cpu_seconds: z.number().nullable().default(null),
    /** The task's shared evidence this run used, by content key: charged once per task by the arm. */
    shared_cpu: z.array(z.object({ key: z.string(), cpuSeconds: z.number() })).default([]),
    /** The tier at which the verdict became decidable. */
    decided_at: z.string().nullable().default(null),
  })
  .strict();
export type ArmOutcome = z.infer<typeof ArmOutcome>;

export interface OutcomeKey {
  task: string;
  candidate: string;
  arm: string;
}

export const outcomeKey = (k: OutcomeKey): string => `${k.task}/${k.candidate}/${k.arm}`;
export const candidateKey = (task: string, candidate: string): string => `${task}/${candidate}`;

function readCritic(result: unknown): CriticCounts | null {
  const c = (result as { critic?: unknown }).critic;
  if (!c || typeof c !== 'object') return null;
  const o = c as Record<string, unknown>;
  const parsed = CriticCounts.safeParse({ blocking: o.blocking ?? o.blockingFindings, verified: o.verified, refuted: o.refuted ?? o.killed });
  return parsed.success ? parsed.data : null;
}

const clip = (s: string, n = 300) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

/** Compact a child's AcceptanceResult. Tolerates fields other engineers add later. */
export function compactOutcome(
  key: OutcomeKey,
  r: AcceptanceResult,
  meta: { workflowId: string; runId: string | null; reused: boolean },
): ArmOutcome {
  const rec = r.record;
  return {
    task: key.task,
    candidate: key.candidate,
    arm: key.arm,
    workflow_id: meta.workflowId,
    run_id: meta.runId,
    reused: meta.reused,
    verdict: r.verdict,
    error: null,
    reason: clip(r.reason ?? '', 160),
    failing_tier: r.failingTier ?? null,
    evidence_strength: rec?.evidence_strength ?? null,
    change_class: r.changeClass ?? null,
    required_level: r.requiredLevel ?? null,
    record_present: rec !== null && rec !== undefined,
    record_complete: Boolean(r.recordComplete && rec),
    fixed: Boolean(r.fixed),
    unbroken: Boolean(r.unbroken),
    tamper_detections: r.tamperDetections?.length ?? 0,
    tamper_audit_installed: Boolean(r.tamperAuditInstalled),
    tells: r.tells?.length ?? 0,
    counterexamples: r.counterexamples?.length ?? 0,
    differential_outcome: rec?.differential_testing.outcome ?? null,
    fuzz_outcome: rec?.fuzzing.outcome ?? null,
    veto_demoted: Boolean(rec?.semantic_assessment.demoted),
    critic: readCritic(r),
    cpu_seconds: r.cost?.sandboxCpuSeconds ?? 0,
    test_executions: r.cost?.testExecutions ?? 0,
    wall_ms: r.cost?.activityWallMs ?? 0,
    tiers_run: r.cost?.tiersRun ?? [],
    llm_calls: r.llm?.calls ?? 0,
    prompt_tokens: r.llm?.promptTokens ?? 0,
    completion_tokens: r.llm?.completionTokens ?? 0,
    cost_usd: r.llm?.costUsd ?? 0,
    own_cpu_seconds: typeof r.cost?.ownCpuSeconds === 'number' ? r.cost.ownCpuSeconds : null,
    shared_cpu: (r.cost?.shared ?? []).map((x) => ({ key: x.key, cpuSeconds: x.cpuSeconds })),
    decided_at: r.cost?.decidedAt ?? null,
  };
}

/** A child that failed: no verdict. It counts as "not accepted" and is listed in the report. */
export function errorOutcome(key: OutcomeKey, meta: { workflowId: string; runId: string | null; reused: boolean }, message: string): ArmOutcome {
  return {
    task: key.task,
    candidate: key.candidate,
    arm: key.arm,
    workflow_id: meta.workflowId,
    run_id: meta.runId,
    reused: meta.reused,
    verdict: 'ERROR',
    error: clip(message, 500),
    reason: 'the child workflow failed',
    failing_tier: null,
    evidence_strength: null,
    change_class: null,
    required_level: null,
    record_present: false,
    record_complete: false,
    fixed: false,
    unbroken: false,
    tamper_detections: 0,
    tamper_audit_installed: false,
    tells: 0,
    counterexamples: 0,
    differential_outcome: null,
    fuzz_outcome: null,
    veto_demoted: false,
    critic: null,
    cpu_seconds: 0,
    test_executions: 0,
    wall_ms: 0,
    tiers_run: [],
    llm_calls: 0,
    prompt_tokens: 0,
    completion_tokens: 0,
    cost_usd: 0,
    own_cpu_seconds: 0,
    shared_cpu: [],
    decided_at: null,
  };
}

/**
 * The oracle's judgment of one candidate (independent of the gate): hidden tests overlaid,
 * the gold's FAIL_TO_PASS / PASS_TO_PASS, and differential execution against the gold patch.
 * `correct` is null when the oracle cannot judge (e.g. the gold fails its own obligations).
 */
export const OracleJudgment = z
  .object({
    task: z.string(),
    candidate: z.string(),
    correct: z.boolean().nullable(),
    clauses: z
      .object({
        applies: z.boolean(),
        visible_obligations: z.boolean().nullable().describe("the task's FAIL_TO_PASS + PASS_TO_PASS pass, test files restored"),
        hidden_obligations: z.boolean().nullable().describe("the oracle's hidden FAIL_TO_PASS + PASS_TO_PASS pass"),
        differential_agrees: z.boolean().nullable().describe('every test has the same outcome as on the gold tree'),
        test_surface_intact: z.boolean().nullable().describe('null: the candidate does not touch test files; else every test passing on gold still passes as shipped'),
      })
      .strict(),
    reasons: z.array(z.string()),
    divergences: z.array(z.string()).describe('tests whose outcome differs from gold (first 20)'),
    flaky: z.array(z.string()).describe('tests excluded from the differential: outcome varies across gold runs'),
    tests_compared: z.number().int(),
    cpu_seconds: z.number(),
    cached: z.boolean(),
    error: z.string().nullable(),
  })
  .strict();
export type OracleJudgment = z.infer<typeof OracleJudgment>;

export function unjudged(task: string, candidate: string, message: string): OracleJudgment {
  return {
    task,
    candidate,
    correct: null,
    clauses: { applies: false, visible_obligations: null, hidden_obligations: null, differential_agrees: null, test_surface_intact: null },
    reasons: [clip(message, 500)],
    divergences: [],
    flaky: [],
    tests_compared: 0,
    cpu_seconds: 0,
    cached: false,
    error: clip(message, 500),
  };
}

// ---- Packing: what the workflow carries across continue-as-new and hands to the report. ----
// An outcome travels as a positional array (no key names; task, candidate and arm are in its
// key, the workflow id is derived from the parent's), about half the bytes of the object, so
// thousands of decisions stay well under Temporal's 2 MB payload limit.

const IN_KEY = new Set(['task', 'candidate', 'arm', 'workflow_id']);
/** Field order of a packed outcome: verdict and reused first, so progress reads them cheaply. */
export const PACKED_FIELDS = ['verdict', 'reused', ...Object.keys(ArmOutcome.shape).filter((k) => !IN_KEY.has(k) && k !== 'verdict' && k !== 'reused')] as (keyof ArmOutcome)[];

/** Outcomes packed before the last three fields existed are shorter; they unpack with the defaults. */
export const PackedOutcome = z.array(z.unknown()).min(PACKED_FIELDS.length - 3).max(PACKED_FIELDS.length);
export type PackedOutcome = unknown[];

export function packOutcome(o: ArmOutcome): PackedOutcome {
  return PACKED_FIELDS.map((f) => o[f]);
}

export function unpackOutcome(key: string, parentId: string, packed: PackedOutcome): ArmOutcome {
  const [task, candidate, arm] = key.split('/');
  const fields = Object.fromEntries(PACKED_FIELDS.map((f, i) => [f, packed[i]]).filter(([, v]) => v !== undefined));
  return ArmOutcome.parse({ ...fields, task, candidate, arm, workflow_id: `${parentId}/${key}` });
}

/** The two fields progress needs, without unpacking. */
export function packedStatus(packed: PackedOutcome): { verdict: ArmVerdict; reused: boolean } {
  return { verdict: packed[0] as ArmVerdict, reused: packed[1] as boolean };
}

/** A judgment trimmed for carrying: the report keeps the first reasons and divergences. */
export function slimJudgment(j: OracleJudgment): OracleJudgment {
  return {
    ...j,
    reasons: j.reasons.slice(0, 3).map((r) => clip(r, 200)),
    divergences: j.divergences.slice(0, 3).map((d) => clip(d, 140)),
    flaky: j.flaky.slice(0, 5),
  };
}
