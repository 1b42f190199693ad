// appendReviewLedger (spec 22 §10 "Revocability"): the review ledger — every engage/decline
// decision, every packet's blind-strip outcome, every schema outcome (and critic-call violation),
// every verification outcome and every rendered acceptance — versioned and append-only, JSON
// Lines at `review.jsonl` beside the acceptance ledger (default `.patchgate/ledger/review.jsonl`).
// Reuses infra/ledger.ts: an index marker per key makes a retried append a no-op (idempotent).
import path from 'node:path';
import { z } from 'zod';
import { Ledger } from '../../infra/ledger.js';
import { parseOrBadRequest } from '../../domain/errors.js';
import type { ActivityDeps } from '../deps.js';

/** Bump when an entry's shape changes; readers dispatch on it. */
export const REVIEW_LEDGER_VERSION = 1;
export const REVIEW_LEDGER_KINDS = ['engage', 'blind_strip', 'critic_call', 'schema', 'verification', 'acceptance'] as const;

export const ReviewLedgerEntry = z
  .object({
    /** `<workflowId>/<runId>/<kind>[/<n>]`: unique per event, stable across retries. */
    key: z.string().min(1).max(600),
    kind: z.enum(REVIEW_LEDGER_KINDS),
    workflowId: z.string(),
    runId: z.string(),
    patchId: z.string(),
    data: z.unknown(),
  })
  .strict();
export type ReviewLedgerEntry = z.infer<typeof ReviewLedgerEntry>;

export function reviewLedgerPath(acceptanceLedger: string): string {
  return path.join(path.dirname(acceptanceLedger), 'review.jsonl');
}

export function makeAppendReviewLedger(deps: ActivityDeps) {
  /** Append one event. Idempotent by key; fast, no sandbox. */
  return async function appendReviewLedger(raw: ReviewLedgerEntry): Promise<{ appended: boolean; file: string }> {
    const e = parseOrBadRequest(ReviewLedgerEntry, raw, 'review ledger entry');
    const file = reviewLedgerPath(deps.config.workspace.ledger);
    const { appended } = new Ledger(file).append(e.key, {
      review_ledger_version: REVIEW_LEDGER_VERSION,
      kind: e.kind,
      workflow_id: e.workflowId,
      run_id: e.runId,
      patch_id: e.patchId,
      data: e.data,
    });
    return { appended, file };
  };
}
