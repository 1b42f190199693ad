// The spec-10 edit activities, registered into createActivities with one spread line. Workers
// pass the real sandbox and LLM provider; tests pass their own (an LLM stub on 127.0.0.1).
import type { ActivityDeps } from '../deps.js';
import type { LlmProvider } from '../../infra/llm/types.js';
import { makePrepareEditWorkspace, makeRenderEditDiff } from './workspace.js';
import { makeClassifyScope } from './classifyScope.js';
import { makeAdjudicateRepresentation } from './adjudicate.js';
import { makeApplyEdit } from './applyEdit.js';

export function createEditActivities(deps: ActivityDeps & { llm?: LlmProvider }) {
  return {
    prepareEditWorkspace: makePrepareEditWorkspace(deps),
    classifyScope: makeClassifyScope(deps),
    adjudicateRepresentation: makeAdjudicateRepresentation(deps),
    applyEdit: makeApplyEdit(deps),
    renderEditDiff: makeRenderEditDiff(),
  };
}

export type EditActivities = ReturnType<typeof createEditActivities>;
