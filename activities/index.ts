// The activity factory: workers pass the real sandbox and config; tests pass their own.
import type { ActivityDeps } from './deps.js';
import { createAbActivities } from './ab/index.js';
import { createEditActivities } from './edit/index.js';
import { createCriticActivities } from './critic/index.js';
import { makePrepareWorkspace } from './workspace.js';
import { makeComputeChangeFacts } from './changeFacts.js';
import { makeCheckSyntax } from './syntax.js';
import { makeAuditTamper } from './tamper.js';
import { makeRunTests } from './tests.js';
import { makeWriteAcceptanceRecord } from './record.js';
import { makeApplySemanticVeto } from './semanticVeto.js';
import { makeScanOverfitTells } from './tells.js';
import { makeMeasureImpact } from './impact.js';
import { makeDifferentialExecute } from './differential.js';
import { makeRunPropertyAndFuzz } from './fuzz.js';
import { makeResolveBudget } from './budget.js';
import { makeRunIssueReproducers } from './issueReproducers.js';

export function createActivities(deps: ActivityDeps) {
  return {
    ...createAbActivities(deps),
    ...createEditActivities(deps),
    ...createCriticActivities(deps),
    prepareWorkspace: makePrepareWorkspace(deps),
    computeChangeFacts: makeComputeChangeFacts(deps),
    checkSyntax: makeCheckSyntax(deps),
    auditTamper: makeAuditTamper(),
    runTests: makeRunTests(deps),
    runIssueReproducers: makeRunIssueReproducers(deps),
    writeAcceptanceRecord: makeWriteAcceptanceRecord(deps),
    applySemanticVeto: makeApplySemanticVeto(deps),
    scanOverfitTells: makeScanOverfitTells(deps),
    measureImpact: makeMeasureImpact(deps),
    differentialExecute: makeDifferentialExecute(deps),
    runPropertyAndFuzz: makeRunPropertyAndFuzz(deps),
    resolveBudget: makeResolveBudget(deps),
  };
}

export type Activities = ReturnType<typeof createActivities>;
export type { ActivityDeps };
