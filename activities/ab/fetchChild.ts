// fetchAbChildResult: a rerun of an experiment finds a child id already used. The child's
// result is read from Temporal (waiting, with heartbeats, if it is still running) instead of
// running the gate again. A child that closed without a result is reported as such, and the
// parent starts it again (its id-reuse policy allows that only for failed runs).
import { Context } from '@temporalio/activity';
import { WorkflowFailedError } from '@temporalio/client';
import { toolFailure } from '../../domain/errors.js';
import type { AcceptanceResult } from '../../domain/record.js';

export type FetchedChild =
  | { status: 'completed'; runId: string; result: AcceptanceResult }
  | { status: 'closed-without-result'; runId: string | null; detail: string };

export function makeFetchAbChildResult() {
  /** Read-only; heartbeats while it waits, so a worker crash is noticed within the heartbeat timeout. */
  return async function fetchAbChildResult(input: { workflowId: string }): Promise<FetchedChild> {
    const ctx = Context.current();
    let client;
    try {
      client = ctx.client;
    } catch (e) {
      throw toolFailure(`no Temporal client in this activity context: ${(e as Error).message}`, true);
    }
    const handle = client.workflow.getHandle(input.workflowId);
    const desc = await handle.describe();
    const timer = setInterval(() => ctx.heartbeat({ waitingFor: input.workflowId }), 5000);
    try {
      ctx.heartbeat({ waitingFor: input.workflowId });
      const result = (await handle.result()) as AcceptanceResult;
      // `result()` follows the chain to the run that completed.
      const last = await handle.describe();
      return { status: 'completed', runId: last.runId, result };
    } catch (e) {
      if (e instanceof WorkflowFailedError) return { status: 'closed-without-result', runId: desc.runId, detail: e.message };
      throw e;
    } finally {
      clearInterval(timer);
    }
  };
}
