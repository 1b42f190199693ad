// Every activity policy of every workflow, in one place, named by what it is for (house rule 2;
// issue 12 item 1). The policy is visible where the group is declared: timeouts, heartbeats,
// cancellation, retries and the task queue.
//
// Two task queues (issue 11 item 5): orchestration workers serve the workflow's own queue
// (workflows, the ledger, A/B bookkeeping); sandbox workers serve `<queue>-sandbox` (or the
// request's `sandboxTaskQueue`, set by clients from PATCHGATE_SANDBOX_TASK_QUEUE): every activity
// that touches a workspace or runs repository code. Sandbox workers must share the work directory
// (one host, or a shared filesystem): activities hand each other workspace paths.
import { ActivityCancellationType, patched, proxyActivities, workflowInfo } from '@temporalio/workflow';
import type { Activities } from '../activities/index.js';
import type { EditActivities } from '../activities/edit/index.js';
import { ErrorType } from '../domain/errors.js';

const NOT_RETRYABLE = [ErrorType.BadRequest, ErrorType.RepoUnavailable, ErrorType.SandboxUnavailable];

/** The sandbox task queue of a workflow running on `taskQueue` (the default derivation). */
export function sandboxTaskQueueFor(taskQueue: string, override?: string | null): string {
  return override && override.trim() ? override.trim() : `${taskQueue}-sandbox`;
}

/** The groups of acceptPatch (and of the pipeline it binds, workflows/battery.ts). */
export function gatePolicies(sandboxTaskQueue?: string | null) {
  const taskQueue = sandboxTaskQueueFor(workflowInfo().taskQueue, sandboxTaskQueue);
  return {
    /** Snapshot, candidate, change facts, Level A, tamper, tells, budget: short, no heartbeat, retried a little. */
    setup: proxyActivities<Activities>({
      taskQueue,
      startToCloseTimeout: '15 minutes',
      retry: { maximumAttempts: 3, initialInterval: '1 second', nonRetryableErrorTypes: [...NOT_RETRYABLE, ErrorType.RecordIncomplete] },
    }),
    /** Test runs, coverage and differential replays: they heartbeat every few seconds while a sandboxed process runs. */
    sandboxRuns: proxyActivities<Activities>({
      taskQueue,
      startToCloseTimeout: '30 minutes',
      heartbeatTimeout: '1 minute',
      retry: { maximumAttempts: 3, initialInterval: '1 second', nonRetryableErrorTypes: NOT_RETRYABLE },
    }),
    /** The Level-E attack: a short heartbeat timeout so a dead worker is noticed fast; a retry resumes from the
     * last heartbeat checkpoint; a cancellation waits for the attack to stop between chunks. */
    attacks: proxyActivities<Activities>({
      taskQueue,
      startToCloseTimeout: '30 minutes',
      heartbeatTimeout: '15 seconds',
      cancellationType: ActivityCancellationType.WAIT_CANCELLATION_COMPLETED,
      retry: { maximumAttempts: 5, initialInterval: '1 second', nonRetryableErrorTypes: NOT_RETRYABLE },
    }),
    /** The single LLM call of spec 18 §4: exactly one attempt, never a retry. */
    llm: proxyActivities<Activities>({ taskQueue, startToCloseTimeout: '3 minutes', retry: { maximumAttempts: 1 } }),
    /** Ledger appends on the orchestration queue: fast, idempotent by key. */
    ledger: proxyActivities<Activities>({
      startToCloseTimeout: '1 minute',
      retry: { maximumAttempts: 5, initialInterval: '1 second', nonRetryableErrorTypes: [ErrorType.BadRequest, ErrorType.RecordIncomplete] },
    }),
  };
}

/** The groups of acceptPatch version 1 (workflows/acceptPatchV1.ts), frozen for the replay of its histories. */
export const v1 = {
  sandboxed: proxyActivities<Activities>({
    startToCloseTimeout: '15 minutes',
    heartbeatTimeout: '2 minutes',
    retry: { maximumAttempts: 3, initialInterval: '1 second', nonRetryableErrorTypes: [...NOT_RETRYABLE, ErrorType.RecordIncomplete] },
  }),
  llm: proxyActivities<Activities>({ startToCloseTimeout: '3 minutes', retry: { maximumAttempts: 1 } }),
  attack: proxyActivities<Activities>({
    startToCloseTimeout: '30 minutes',
    heartbeatTimeout: '15 seconds',
    retry: { maximumAttempts: 5, initialInterval: '1 second', nonRetryableErrorTypes: NOT_RETRYABLE },
  }),
};

/**
 * The groups of applyEdits (spec 10). `sandboxQueue`: where its sandboxed activities and its one
 * model call run (the sandbox role's queue); undefined keeps them on the workflow's own queue, as
 * histories recorded before `SANDBOX_QUEUE_PATCH` scheduled them.
 */
export function editPolicies(sandboxQueue?: string) {
  const taskQueue = sandboxQueue;
  return {
    /** Workspace I/O and sandboxed parses: short, idempotent (applyEdit records its outcome per base), retried a little. */
    sandboxed: proxyActivities<EditActivities>({
      taskQueue,
      startToCloseTimeout: '10 minutes',
      retry: { maximumAttempts: 3, initialInterval: '1 second', nonRetryableErrorTypes: NOT_RETRYABLE },
    }),
    /** The one adjudication call (spec 10 §4): exactly one attempt; a failure is the deterministic fallback. */
    llm: proxyActivities<EditActivities>({ taskQueue, startToCloseTimeout: '3 minutes', retry: { maximumAttempts: 1 } }),
  };
}

/** The groups of criticReview (spec 22); `sandboxQueue` as for editPolicies. */
export function criticPolicies(sandboxQueue?: string) {
  const taskQueue = sandboxQueue;
  return {
    /** Sandboxed verification runs and tree reads: they heartbeat; retried a little (all idempotent). */
    sandboxed: proxyActivities<Activities>({
      taskQueue,
      startToCloseTimeout: '15 minutes',
      heartbeatTimeout: '2 minutes',
      retry: { maximumAttempts: 3, initialInterval: '1 second', nonRetryableErrorTypes: [ErrorType.BadRequest, ErrorType.SandboxUnavailable, ErrorType.RepoUnavailable] },
    }),
    /** The critic's one call: exactly one attempt, never a retry (spec 22 §5). */
    llm: proxyActivities<Activities>({ taskQueue, startToCloseTimeout: '5 minutes', retry: { maximumAttempts: 1 } }),
    /** Review-ledger appends, on the orchestration queue: fast, idempotent by key. */
    ledger: proxyActivities<Activities>({
      startToCloseTimeout: '1 minute',
      retry: { maximumAttempts: 5, initialInterval: '1 second', nonRetryableErrorTypes: [ErrorType.BadRequest] },
    }),
  };
}

/** The groups of abExperiment (spec 18 §7); `sandboxQueue` (the oracle's runs) as for editPolicies. */
export function abPolicies(sandboxQueue?: string) {
  return {
    /** The oracle: sandboxed test runs, heartbeating; retried (judgments are cached and deterministic). */
    oracle: proxyActivities<Activities>({
      taskQueue: sandboxQueue,
      startToCloseTimeout: '30 minutes',
      heartbeatTimeout: '1 minute',
      retry: { maximumAttempts: 3, initialInterval: '2 seconds', nonRetryableErrorTypes: NOT_RETRYABLE },
    }),
    /** File reads and writes (plan, requests, report): quick, idempotent. */
    files: proxyActivities<Activities>({
      startToCloseTimeout: '2 minutes',
      retry: { maximumAttempts: 3, initialInterval: '1 second', nonRetryableErrorTypes: [ErrorType.BadRequest, ErrorType.RecordIncomplete] },
    }),
    /** Reading a child finished by an earlier run: may wait for it, so it heartbeats. */
    lookup: proxyActivities<Activities>({
      startToCloseTimeout: '2 hours',
      heartbeatTimeout: '30 seconds',
      retry: { maximumAttempts: 5, initialInterval: '1 second' },
    }),
  };
}

/**
 * The children's sandboxed activities moved to the sandbox queue (issue 11 item 5). Runs recorded
 * before it scheduled them on the workflow's own queue; replaying those keeps them there.
 */
export const SANDBOX_QUEUE_PATCH = 'children-sandbox-queue';

/** The sandbox queue a child workflow schedules on: its override, else `<its queue>-sandbox`; undefined for a replayed older run. */
export function childSandboxQueue(override?: string | null): string | undefined {
  return patched(SANDBOX_QUEUE_PATCH) ? sandboxTaskQueueFor(workflowInfo().taskQueue, override) : undefined;
}
