// Activity groups, one per policy, so the policy is visible where it is declared.
import { proxyActivities } from '@temporalio/workflow';
import type { Activities } from '../activities/index.js';
import { ErrorType } from '../domain/errorTypes.js';

/** Sandboxed runs and workspace I/O: bounded, retried a little (all are idempotent). */
export const sandboxed = proxyActivities<Activities>({
  startToCloseTimeout: '15 minutes',
  heartbeatTimeout: '2 minutes',
  retry: {
    maximumAttempts: 3,
    initialInterval: '1 second',
    nonRetryableErrorTypes: [ErrorType.BadRequest, ErrorType.RepoUnavailable, ErrorType.SandboxUnavailable, ErrorType.RecordIncomplete],
  },
});

/** The single LLM call of a stage: exactly one attempt, never a retry (spec 18 §4). */
export const llm = proxyActivities<Activities>({
  startToCloseTimeout: '3 minutes',
  retry: { maximumAttempts: 1 },
});

/** Long attacks (fuzzing, coverage): short heartbeat timeout so a dead worker is noticed fast;
 * a retry resumes from the last heartbeat checkpoint. */
export const attack = proxyActivities<Activities>({
  startToCloseTimeout: '30 minutes',
  heartbeatTimeout: '15 seconds',
  retry: {
    maximumAttempts: 5,
    initialInterval: '1 second',
    nonRetryableErrorTypes: [ErrorType.BadRequest, ErrorType.RepoUnavailable, ErrorType.SandboxUnavailable],
  },
});
