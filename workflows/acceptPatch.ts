// acceptPatch: one workflow per candidate patch. A short binding of the evidence battery
// (workflows/battery.ts, a pure pipeline) to activity proxies and child workflows, with a summary
// on every activity; the history is the provenance record. Deterministic: no I/O here.
// Histories recorded before the pipeline replay through acceptPatchV1 (the `battery-pipeline`
// patch); change the command sequence only behind a new patched() id (see README "Replay").
import { defineQuery, executeChild, patched, setCurrentDetails, setHandler, upsertSearchAttributes, workflowInfo } from '@temporalio/workflow';
import { AcceptRequest } from '../domain/schemas.js';
import type { AcceptRequestInput } from '../domain/schemas.js';
import type { AcceptanceResult } from '../domain/record.js';
import { SA } from '../domain/searchAttributes.js';
import { renderDetails } from '../domain/details.js';
import { ErrorType, parseOrBadRequest } from '../domain/errors.js';
import { emptyLedger, chargeTier } from '../domain/battery/cost.js';
import { assembleResult, landEdits, runBattery, runGreenCommit } from './battery.js';
import type { BatteryRunner } from './battery.js';
import { gatePolicies } from './policies.js';
import { acceptPatchV1 } from './acceptPatchV1.js';
import { applyEdits } from './applyEdits.js';
import { criticReview } from './critic.js';

/** The stage a run is in, for `patchgate submit` progress (one name per workflow type). */
export const acceptProgressQuery = defineQuery<string>('acceptPatch.progress');
/** The query name runs started before the pipeline answer (acceptPatchV1). */
const legacyProgressQuery = defineQuery<string>('progress');

export const BATTERY_PIPELINE_PATCH = 'battery-pipeline';
/** Level B reproducers generated from the issue text (a stage added after histories were recorded). */
export const ISSUE_REPRODUCERS_PATCH = 'issue-reproducers';

/** Decide whether one candidate patch may ship. Safe to retry: every activity is idempotent. */
export async function acceptPatch(input: AcceptRequestInput): Promise<AcceptanceResult> {
  if (!patched(BATTERY_PIPELINE_PATCH)) return acceptPatchV1(input, legacyProgressQuery);
  const req = parseOrBadRequest(AcceptRequest, input, 'acceptPatch request');
  const info = workflowInfo();
  const startedAt = new Date().toISOString();
  const p = gatePolicies(req.sandboxTaskQueue);
  let stage = 'starting';
  const progress = (s: string) => {
    stage = s;
    setCurrentDetails(`**${req.mode}** · ${req.label ?? info.workflowId}\n\nstage: ${s}`);
  };
  setHandler(acceptProgressQuery, () => stage);
  upsertSearchAttributes([{ key: SA.mode, value: req.mode }]);

  const runner: BatteryRunner = {
    prepareWorkspace: (i) => p.setup.prepareWorkspace.executeWithOptions({ summary: 'materialize pre-edit snapshot and candidate' }, [i]),
    computeChangeFacts: (i) => p.setup.computeChangeFacts.executeWithOptions({ summary: 'analyze the change (AST, both trees)' }, [i]),
    checkSyntax: (i) => p.setup.checkSyntax.executeWithOptions({ summary: 'Level A: parse + hard lint changed files' }, [i]),
    auditTamper: (i) => p.setup.auditTamper.executeWithOptions({ summary: 'tamper audit: protected test surface' }, [i]),
    runTests: (i) => p.sandboxRuns.runTests.executeWithOptions({ summary: `${i.tree}: ${i.ids.length || 'all'} visible tests` }, [i]),
    runIssueReproducers: (i) => p.sandboxRuns.runIssueReproducers.executeWithOptions({ summary: 'Level B: reproducers generated from the issue text' }, [i]),
    measureImpact: (i) => p.sandboxRuns.measureImpact.executeWithOptions({ summary: 'coverage of the change; impacted tests; flaky guards' }, [i]),
    scanOverfitTells: (i) => p.setup.scanOverfitTells.executeWithOptions({ summary: 'static overfit tells (AST): where to attack' }, [i]),
    resolveBudget: (i) => p.setup.resolveBudget.executeWithOptions({ summary: `Level E budget: ${i.changeClass}` }, [i]),
    differentialExecute: (i) => p.sandboxRuns.differentialExecute.executeWithOptions({ summary: `differential vs pre-edit: ≤${i.probes} probes, attributed` }, [i]),
    runPropertyAndFuzz: (i) =>
      p.attacks.runPropertyAndFuzz.executeWithOptions(
        { summary: `generalization, deletion and fuzz: ${i.iterations} iterations, ${i.seconds}s`, startToCloseTimeout: `${Math.ceil(i.seconds) + 300}s` },
        [i],
      ),
    applySemanticVeto: (i) => p.llm.applySemanticVeto.executeWithOptions({ summary: 'semantic veto: one call, demote-only' }, [i]),
    applyEdits: (i) =>
      executeChild(applyEdits, {
        workflowId: `${info.workflowId}/edits`,
        args: [i],
        staticSummary: `applyEdits (${req.edits?.mode ?? 'edit10'}): ${req.edits?.intents.length ?? 0} intents`,
      }),
    criticReview: (i) =>
      executeChild(criticReview, {
        workflowId: `${info.workflowId}/critic`,
        args: [i],
        staticSummary: `critic 22 · ${req.label ?? info.workflowId}`.slice(0, 190),
      }),
    now: () => Date.now(),
    progress,
    classified: (cls) => upsertSearchAttributes([{ key: SA.changeClass, value: cls.changeClass }]),
    // decided once, before the first command of the battery: a replayed history keeps its own answer
    features: { issueReproducers: patched(ISSUE_REPRODUCERS_PATCH) },
  };

  const cost = emptyLedger();
  const childFailures: string[] = [];
  // Edit intents instead of a diff: the spec-10 write path lands them first, as a child workflow.
  const edits = await landEdits(req, runner, childFailures);
  req.patch = edits.patch;
  progress('workspace');
  const t0 = Date.now();
  const ws = await runner.prepareWorkspace({ request: { ...req, edits: undefined } });
  chargeTier(cost, 'workspace', null, Date.now() - t0);
  if (edits.failure) ws.applyFailure = { kind: 'edit-intents', message: edits.failure };

  if (req.mode === 'greencommit') {
    return finish(await runGreenCommit(req, ws, runner, cost, { workflowId: info.workflowId, startedAt, now: () => new Date().toISOString() }, childFailures), p, false);
  }
  const state = await runBattery(req, ws, runner, cost, childFailures);
  const result = assembleResult(state, { workflowId: info.workflowId, startedAt, finishedAt: new Date().toISOString() });
  return finish(result, p, req.ablations.includes('no_record'));
}

async function finish(result: AcceptanceResult, p: ReturnType<typeof gatePolicies>, skipLedger: boolean): Promise<AcceptanceResult> {
  const info = workflowInfo();
  upsertSearchAttributes([
    { key: SA.verdict, value: result.verdict },
    { key: SA.evidence, value: result.record?.evidence_strength ?? 'none' },
    { key: SA.failingTier, value: result.failingTier ?? 'none' },
  ]);
  if (!skipLedger) {
    await p.ledger.writeAcceptanceRecord.executeWithOptions({ summary: `record: ${result.verdict}` }, [{ key: `${info.workflowId}/${info.runId}`, result }]);
  }
  setCurrentDetails(renderDetails(result));
  return result;
}
