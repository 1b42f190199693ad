// What the terminal shows when a command fails: for a failed workflow, the typed cause at the
// bottom of the chain (WorkflowFailedError → ActivityFailure / ChildWorkflowFailure →
// ApplicationFailure), as "<type>: <message>", e.g. "PatchgateRepoUnavailable: repository not
// found: /x" — never only "Workflow execution failed". Issue 13.2.
import { WorkflowFailedError } from '@temporalio/client';
import { ActivityFailure, ApplicationFailure, CancelledFailure, ChildWorkflowFailure, TerminatedFailure, TimeoutFailure } from '@temporalio/common';

/** The failure chain, outermost first (bounded: a cycle or a runaway chain cannot hang us). */
function chain(err: unknown): unknown[] {
  const out: unknown[] = [];
  let cur: unknown = err;
  while (cur && out.length < 20 && !out.includes(cur)) {
    out.push(cur);
    cur = (cur as { cause?: unknown }).cause;
  }
  return out;
}

/**
 * "<type>: <message>" of the innermost typed failure, with where it happened, e.g.
 * "workflow failed: PatchgateRepoUnavailable: repository not found: /x (activity prepareWorkspace)".
 */
export function describeFailure(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const links = chain(err);
  const where: string[] = [];
  for (const l of links) {
    if (l instanceof ChildWorkflowFailure) where.push(`child workflow ${l.execution?.workflowId ?? l.workflowType}`);
    if (l instanceof ActivityFailure) where.push(`activity ${l.activityType}`);
  }
  const app = [...links].reverse().find((l): l is ApplicationFailure => l instanceof ApplicationFailure);
  const leaf = links[links.length - 1] as Error;
  let what: string;
  if (app) what = `${app.type ?? 'ApplicationFailure'}: ${app.message}`;
  else if (leaf instanceof TimeoutFailure) what = `timeout (${leaf.timeoutType}): ${leaf.message}`;
  else if (leaf instanceof TerminatedFailure) what = `terminated: ${leaf.message}`;
  else if (leaf instanceof CancelledFailure) what = `cancelled: ${leaf.message}`;
  else what = leaf.message || leaf.name;
  const prefix = err instanceof WorkflowFailedError ? 'workflow failed: ' : '';
  return `${prefix}${what}${where.length ? ` (${where.join(', ')})` : ''}`;
}
