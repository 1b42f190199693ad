// applyEdits: the spec-10 write path as one workflow. Edit intents in, the validated change out
// as a developer-facing unified diff made by patchgate (the model never writes diffs or bytes)
// plus the edit log. `mode` (EDIT=edit10|raw) alone selects the gated path or the ungated raw
// baseline. Deterministic: no I/O here, only activity calls and the pure pipeline.
import { setCurrentDetails, workflowInfo } from '@temporalio/workflow';
import { childSandboxQueue, editPolicies } from './policies.js';
import { EditRequest } from '../domain/edit/schemas.js';
import type { ApplyEditsResult, EditRequestInput } from '../domain/edit/schemas.js';
import { runEditPipeline } from '../domain/edit/pipeline.js';
import { ErrorType, parseOrBadRequest } from '../domain/errors.js';

/** Apply edit intents to a repository at a commit. Safe to retry: every activity is idempotent. */
export async function applyEdits(input: EditRequestInput): Promise<ApplyEditsResult> {
  const req = parseOrBadRequest(EditRequest, input, 'applyEdits request');
  const { sandboxed, llm } = editPolicies(childSandboxQueue(req.sandboxTaskQueue));
  const info = workflowInfo();
  const title = `**EDIT=${req.mode}** · ${req.label ?? info.workflowId} · ${req.intents.length} intent(s)`;
  return runEditPipeline(
    req,
    {
      prepareEditWorkspace: (i) => sandboxed.prepareEditWorkspace.executeWithOptions({ summary: 'edit workspace from the pre-edit snapshot' }, [i]),
      classifyScope: (i) => sandboxed.classifyScope.executeWithOptions({ summary: `(a)+(b) classify ${i.intent.id}` }, [i]),
      adjudicateRepresentation: (i) =>
        llm.adjudicateRepresentation.executeWithOptions({ summary: `(c) adjudicate ${i.intent.id}: ${i.candidates.join(' | ')}` }, [i]),
      applyEdit: (i) => sandboxed.applyEdit.executeWithOptions({ summary: `(d-f) ${i.mode} apply ${i.intent.id}` }, [i]),
      renderEditDiff: (i) => sandboxed.renderEditDiff.executeWithOptions({ summary: 'developer-facing diff' }, [i]),
    },
    {
      runKey: `${info.workflowId}/${info.runId}`,
      progress: (stage) => setCurrentDetails(`${title}\n\nstage: ${stage}`),
    },
  );
}
