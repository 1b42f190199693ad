// criticReview (spec 22): the independent critic as a child workflow of acceptPatch, so its
// packet, findings and each verification are their own history in the UI. The control plane is
// deterministic end to end — decideEngage → buildReviewPacket (blind strip, atomic edits) →
// callCritic (the single L entry: one call, no retry) → enforceSchema → routeFalsification →
// runReviewVerification (one activity per blocking finding) → renderAcceptance — and every stage's
// outcome goes to the append-only review ledger. The critic RECOMMENDS; execution CERTIFIES: the
// result's `reject` is true only when a blocking finding survived its own executed falsification.
// Deterministic: only activity calls and pure domain code.
import { ActivityFailure, setCurrentDetails, workflowInfo } from '@temporalio/workflow';
import { childSandboxQueue, criticPolicies } from './policies.js';
import type { Activities } from '../activities/index.js';
import { ErrorType, parseOrBadRequest } from '../domain/errors.js';
import { CRITIC_REVIEW_VERSION, CriticReviewInput, EMPTY_IMPACT, MAX_VERIFICATIONS, renderCriticDetails } from '../domain/critic/review.js';
import type { CriticReviewResult } from '../domain/critic/review.js';
import { decideEngage } from '../domain/critic/engage.js';
import { enforceSchema } from '../domain/critic/enforceSchema.js';
import type { SchemaOutcome } from '../domain/critic/enforceSchema.js';
import { routeFalsification } from '../domain/critic/route.js';
import { renderAcceptance } from '../domain/critic/acceptance.js';
import type { ReviewedFinding } from '../domain/critic/acceptance.js';
import type { ReviewImpact } from '../domain/critic/schemas.js';


function failureMessage(err: unknown): string {
  if (err instanceof ActivityFailure) return `${err.activityType ?? 'activity'}: ${err.cause?.message ?? err.message}`;
  return (err as Error)?.message ?? String(err);
}

/** Review one candidate. Safe to retry: every activity is idempotent and the ledger dedupes by key. */
export async function criticReview(input: CriticReviewInput): Promise<CriticReviewResult> {
  const { workspace: ws, request: req, ablations, sandboxTaskQueue } = parseOrBadRequest(CriticReviewInput, input, 'criticReview input');
  const { sandboxed, llm, ledger } = criticPolicies(childSandboxQueue(sandboxTaskQueue));
  const info = workflowInfo();
  const t0 = Date.now();
  const show = (r: Parameters<typeof renderCriticDetails>[0] | null, stage: string) =>
    setCurrentDetails(r ? renderCriticDetails(r, stage) : `**critic (spec 22)** · stage: ${stage}`);
  const keyBase = `${info.workflowId}/${info.runId}`;
  const log = (kind: 'engage' | 'blind_strip' | 'critic_call' | 'schema' | 'verification' | 'acceptance', data: unknown, n?: number) =>
    ledger.appendReviewLedger.executeWithOptions({ summary: `review ledger: ${kind}${n === undefined ? '' : ` ${n}`}` }, [
      { key: `${keyBase}/${kind}${n === undefined ? '' : `/${n}`}`, kind, workflowId: info.workflowId, runId: info.runId, patchId: ws.patchId, data },
    ]);

  // decide_engage: the blast-radius test over the code graph, the change class and the gate's coverage.
  show(null, 'code graph');
  let impact: ReviewImpact = EMPTY_IMPACT;
  if (ws.candidateDir) {
    impact = await sandboxed.computeReviewImpact.executeWithOptions({ summary: 'code graph: changed entities, callers, dependents' }, [
      { workspace: ws, patch: req.patch },
    ]);
  }
  const decision = decideEngage({
    critic: req.critic,
    changeClass: req.changeClass,
    verdictSoFar: req.verdictSoFar,
    impact,
    coverage: req.gateCoverage,
    guardCount: (req.guards ?? req.passToPass).length,
  });
  const result: CriticReviewResult = {
    version: CRITIC_REVIEW_VERSION,
    engaged: decision.engage,
    decision,
    lColumn: 'empty',
    packet: null,
    blind: null,
    critic: null,
    schema: null,
    findings: [],
    verifiedBlocking: 0,
    reject: false,
    reason: '',
    decidedBy: 'verification',
    counts: { blocking: 0, verified: 0, refuted: 0, unverifiable: 0, unverified: 0, advisory: 0 },
    llm: { calls: 0, promptTokens: 0, completionTokens: 0, costUsd: 0 },
    ablations,
    cost: { sandboxCpuSeconds: 0, verifications: 0, wallMs: 0 },
    error: null,
  };
  const conclude = async (): Promise<CriticReviewResult> => {
    const acc = renderAcceptance(result.findings, ablations);
    Object.assign(result, { reject: acc.reject, verifiedBlocking: acc.verifiedBlocking, decidedBy: acc.decidedBy, counts: acc.counts });
    result.reason = result.error && !acc.reject ? `critic review incomplete (${result.error}); ${acc.reason}` : acc.reason;
    if (result.engaged && result.critic?.status === 'not-configured') result.reason = `no model configured: the L column stays empty; ${acc.reason}`;
    if (!result.engaged) result.reason = `critic not engaged (${result.decision.rule}): ${result.decision.reasons.join('; ')}`;
    result.cost.wallMs = Date.now() - t0;
    if (result.engaged) await log('acceptance', { ...acc, reason: result.reason, error: result.error });
    show(result, 'done');
    return result;
  };

  await log('engage', {
    decision: result.decision,
    changeClass: req.changeClass,
    changedEntities: impact.changedEntities.map((e) => `${e.file}:${e.entity}`),
    callers: impact.callers.length,
    dependentModules: impact.dependentModules,
    ablations,
  });
  if (!result.engaged) return conclude();

  // build_packet + blind_strip + decompose_edits.
  show(result, 'review packet');
  let built;
  try {
    built = await sandboxed.buildReviewPacket.executeWithOptions({ summary: 'review packet: 5 elements, blind strip, atomic edits' }, [
      { workspace: ws, request: req, impact, noBlinding: ablations.includes('no_blinding') },
    ]);
  } catch (err) {
    result.error = `review packet: ${failureMessage(err)}`;
    return conclude();
  }
  result.packet = { editIds: built.editIds, bytes: built.bytes, truncated: built.truncated };
  result.blind = { ablated: built.blind.ablated, removed: built.blind.removed.length, byField: built.blind.byField, leakCheck: built.blind.leakCheck };
  await log('blind_strip', { ...built.blind, editIds: built.editIds, packetBytes: built.bytes, truncated: built.truncated });

  // The critic: the single L entry, one call, findings only.
  show(result, 'critic call');
  let raw: unknown[] = [];
  try {
    const call = await llm.callCritic.executeWithOptions({ summary: 'critic: one bounded call, findings only' }, [{ packet: built.packet, unblinded: built.unblinded }]);
    raw = call.findings;
    result.critic = { status: call.status, violation: call.violation, received: call.findings.length };
    result.lColumn = call.call.made ? 'critic' : 'empty';
    if (call.call.made) {
      result.llm = { calls: 1, promptTokens: call.call.promptTokens, completionTokens: call.call.completionTokens, costUsd: call.call.costUsd };
    }
    await log('critic_call', {
      status: call.status,
      violation: call.violation,
      model: call.call.model,
      made: call.call.made,
      promptBytes: call.promptBytes,
      promptTokens: call.call.promptTokens,
      completionTokens: call.call.completionTokens,
      latencyMs: call.call.latencyMs,
      raw: call.violation ? call.call.raw : null,
    });
  } catch (err) {
    // A crash or timeout of the one attempt: no findings, no second call.
    result.critic = { status: 'activity-failure', violation: failureMessage(err), received: 0 };
    result.lColumn = 'critic';
    result.llm = { calls: 1, promptTokens: 0, completionTokens: 0, costUsd: 0 };
    await log('critic_call', { status: 'activity-failure', violation: result.critic.violation });
  }

  // enforce_schema (pure).
  const schema: SchemaOutcome = enforceSchema(raw, built.editIds);
  result.schema = { received: schema.received, admitted: schema.admitted.length, rejected: schema.rejected, downgraded: schema.downgraded };
  await log('schema', {
    ...result.schema,
    admitted: schema.admitted.map((a) => ({ id: a.id, finding: a.finding, downgraded: a.downgraded, form: a.procedure?.form ?? null })),
  });

  // route_falsification (pure) + run_verification (one activity per blocking finding).
  const noExecution = ablations.includes('no_falsification_routing') ? 'no_falsification_routing' : ablations.includes('no_verification_gate') ? 'no_verification_gate' : null;
  let n = 0;
  for (const a of schema.admitted) {
    const routing = a.procedure ? routeFalsification(a.finding.claim, a.procedure) : null;
    const reviewed: ReviewedFinding = {
      id: a.id,
      finding: a.finding,
      downgraded: a.downgraded,
      route: routing?.route ?? null,
      claimKind: routing?.claimKind ?? null,
      outcome: 'not_run',
      why: '',
      evidence: null,
    };
    result.findings.push(reviewed);
    if (a.finding.severity === 'advisory') {
      reviewed.why = a.downgraded ?? 'advisory: recorded, never executed, never decides';
      continue;
    }
    if (noExecution) {
      reviewed.why = `ablation ${noExecution}: not executed`;
      continue;
    }
    if (result.cost.verifications >= MAX_VERIFICATIONS) {
      // Reported as unverified, never dropped: the record counts it, and it is never a defect.
      reviewed.outcome = 'unverified';
      reviewed.why = `unverified: over the cap of ${MAX_VERIFICATIONS} verifications per review, not executed`;
      continue;
    }
    show(result, `verifying ${a.id}`);
    result.cost.verifications++;
    try {
      const v = await sandboxed.runReviewVerification.executeWithOptions(
        { summary: `verify ${a.id} (${routing!.route}) at ${a.finding.location}`.slice(0, 200) },
        [
          {
            workspace: ws,
            // the diff is only needed to revert an edit or list the changed files
            patch: routing!.route === 'counterfactual' || routing!.route === 'static_analysis' ? req.patch : '',
            findingId: a.id,
            finding: a.finding,
            procedure: routing!.procedure,
            testCommand: req.testCommand,
            testIds: [...req.failToPass, ...req.passToPass],
            restoreProtected: req.restoreProtected,
            // The FAIL_TO_PASS contract a verified finding must agree with, carried by the changed functions.
            failToPass: req.failToPass,
            changedEntities: impact.changedEntities.map((e) => ({ file: e.file, entity: e.entity })),
          },
        ],
      );
      reviewed.outcome = v.outcome;
      reviewed.why = v.why;
      reviewed.evidence = v.evidence;
      result.cost.sandboxCpuSeconds += v.evidence.cpuSeconds;
    } catch (err) {
      reviewed.outcome = 'unverifiable';
      reviewed.why = `the procedure failed to run: ${failureMessage(err)}`;
    }
    await log('verification', { id: a.id, location: a.finding.location, claim: a.finding.claim, confidence: a.finding.confidence, route: reviewed.route, outcome: reviewed.outcome, why: reviewed.why, evidence: reviewed.evidence }, ++n);
  }
  return conclude();
}
