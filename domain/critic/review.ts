// The criticReview child workflow's boundary (spec 22 §3 pipeline, run as a child of acceptPatch):
// its input, its result, and the Markdown the UI shows for it. Pure.
import { z } from 'zod';
import { SandboxTaskQueue, Workspace } from '../schemas.js';
import type { LlmUsage } from '../record.js';
import { CriticAblation, ReviewRequest } from './schemas.js';
import type { EngageDecision } from './engage.js';
import type { RejectedFinding } from './enforceSchema.js';
import type { CriticAcceptance, ReviewedFinding } from './acceptance.js';
import type { BlindField, ReviewImpact } from './schemas.js';

export const CRITIC_REVIEW_VERSION = 1;
/** Blocking findings executed per review; the rest are recorded as not run (over budget). */
export const MAX_VERIFICATIONS = 8;

export const CriticReviewInput = z
  .object({
    workspace: Workspace,
    request: ReviewRequest,
    /** Spec 22 §9.5 rows 2–4, set per A/B arm. */
    ablations: z.array(CriticAblation).default([]),
    /** Where the sandboxed activities and the one call go (default: the workflow's queue + "-sandbox"). */
    sandboxTaskQueue: SandboxTaskQueue.optional(),
  })
  .strict();
export type CriticReviewInput = z.input<typeof CriticReviewInput>;

export const EMPTY_IMPACT: ReviewImpact = { changedFiles: [], changedEntities: [], callers: [], dependentModules: [], testReferences: [], filesParsed: 0, notes: [] };

export interface CriticReviewResult {
  version: typeof CRITIC_REVIEW_VERSION;
  /** Whether decideEngage engaged the critic (false: the L column stays empty by decision). */
  engaged: boolean;
  decision: EngageDecision;
  /** 'critic' only when a model call was actually made. */
  lColumn: 'empty' | 'critic';
  packet: { editIds: string[]; bytes: number; truncated: string[] } | null;
  blind: { ablated: boolean; removed: number; byField: Record<BlindField, number>; leakCheck: string[] } | null;
  critic: { status: string; violation: string | null; received: number } | null;
  schema: { received: number; admitted: number; rejected: RejectedFinding[]; downgraded: number } | null;
  findings: ReviewedFinding[];
  /** Blocking findings that decided a REJECT (verified by execution unless an ablation says otherwise). */
  verifiedBlocking: number;
  /** true: the gate must REJECT (failing tier 'critic'), by its own authority, on executed evidence. */
  reject: boolean;
  reason: string;
  decidedBy: CriticAcceptance['decidedBy'];
  /** For the A/B report (AcceptanceResult.critic): blocking, verified, refuted (= killed), … */
  counts: CriticAcceptance['counts'];
  llm: LlmUsage;
  ablations: CriticAblation[];
  cost: { sandboxCpuSeconds: number; verifications: number; wallMs: number };
  /** A stage that failed (the review then adds nothing: silence never promotes). */
  error: string | null;
}

const cell = (s: string, n = 90) => (s.length > n ? `${s.slice(0, n - 1)}…` : s).replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** The child workflow's current details (Markdown, well under the 20 KB limit). */
export function renderCriticDetails(
  r: Pick<CriticReviewResult, 'engaged' | 'findings' | 'reject' | 'reason' | 'lColumn'> & { decision: CriticReviewResult['decision'] | null },
  stage: string,
): string {
  const lines = [`**critic (spec 22)** · stage: ${stage}`, ''];
  if (r.decision) lines.push(`engage: **${r.engaged ? 'yes' : 'no'}** (${r.decision.rule}) — ${cell(r.decision.reasons.join('; '), 300)}`);
  lines.push(`L column: ${r.lColumn}`);
  if (r.findings.length) {
    lines.push('', '| id | severity | location | route | outcome | claim |', '|---|---|---|---|---|---|');
    for (const f of r.findings.slice(0, 20)) {
      lines.push(`| ${f.id} | ${f.finding.severity} | ${cell(f.finding.location, 40)} | ${f.route ?? '—'} | **${f.outcome}** | ${cell(f.finding.claim)} |`);
    }
  }
  if (stage === 'done') lines.push('', `${r.reject ? '**REJECT**' : 'no verified blocking defect'} — ${cell(r.reason, 400)}`);
  return lines.join('\n');
}

/**
 * Fold a review into the gate's verdict (for acceptPatch): a verified blocking defect turns any
 * verdict into REJECT with failing tier `critic`, by the gate's own authority; anything else
 * leaves the verdict exactly as it was — silence never promotes, and a REJECT stays a REJECT.
 */
export function foldCriticReview<V extends { verdict: 'ACCEPT' | 'REJECT' | 'INCONCLUSIVE'; failingTier: string | null; reason: string }>(
  v: V,
  review: Pick<CriticReviewResult, 'reject' | 'reason'> | null,
): V {
  if (!review?.reject || v.verdict === 'REJECT') return v;
  return { ...v, verdict: 'REJECT', failingTier: 'critic', reason: review.reason };
}
