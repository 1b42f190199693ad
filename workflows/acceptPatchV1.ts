// acceptPatch, version 1 (before the battery became one pipeline, workflows/battery.ts): kept
// verbatim so that every history recorded before the `battery-pipeline` patch replays with the
// same commands. New runs never take this path (acceptPatch.ts branches on patched()); change
// nothing here but what the new record schema requires of the result.
import { ActivityFailure, ApplicationFailure, ChildWorkflowFailure, defineQuery, executeChild, setCurrentDetails, setHandler, upsertSearchAttributes, workflowInfo } from '@temporalio/workflow';
import { AcceptRequest } from '../domain/schemas.js';
import type { AcceptRequestInput, TestRun, Workspace } from '../domain/schemas.js';
import { computeChangeClass } from '../domain/changeClass.js';
import type { ChangeClassResult } from '../domain/changeClass.js';
import { effectiveRequiredLevel } from '../domain/ladder.js';
import type { EvidenceBundle } from '../domain/ladder.js';
import { EvidenceCost, projectRecord, RECORD_VERSION } from '../domain/record.js';
import type { AcceptanceResult } from '../domain/record.js';
import { SA } from '../domain/searchAttributes.js';
import { renderDetails } from '../domain/details.js';
import { v1 } from './policies.js';

const { sandboxed: act, llm, attack } = v1;
import {
  applySemanticVeto,
  changedEntitiesFrom,
  deterministicRuling,
  shouldRunVeto,
  vetoEvidenceFrom,
  vetoOutcomeFromActivityFailure,
} from '../domain/veto.js';
import type { VetoOutcome } from '../domain/veto.js';
import type { applyEdits } from './applyEdits.js';
import type { criticReview } from './critic.js';
import { foldCriticReview } from '../domain/critic/review.js';
import type { ChangeFacts } from '../domain/schemas.js';
import type { DifferentialResult } from '../activities/differential.js';

const NO_LLM = { calls: 0, promptTokens: 0, completionTokens: 0, costUsd: 0 };


/** The version-1 body of acceptPatch (replay of histories recorded before the pipeline). */
export async function acceptPatchV1(input: AcceptRequestInput, progressQuery: ReturnType<typeof defineQuery<string>>): Promise<AcceptanceResult> {
  const parsed = AcceptRequest.safeParse(input);
  if (!parsed.success) {
    throw ApplicationFailure.create({
      type: 'PatchgateBadRequest',
      nonRetryable: true,
      message: `invalid acceptPatch request: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    });
  }
  const req = parsed.data;
  const info = workflowInfo();
  const startedAt = new Date().toISOString();
  const cost = { sandboxCpuSeconds: 0, testExecutions: 0, activityWallMs: 0, tiersRun: [] as string[], tierWallMs: {} as Record<string, number> };
  const timed = async <T>(tier: string, p: () => Promise<T>): Promise<T> => {
    const t0 = Date.now();
    const out = await p();
    cost.activityWallMs += Date.now() - t0;
    cost.tierWallMs[tier] = (cost.tierWallMs[tier] ?? 0) + (Date.now() - t0);
    if (!cost.tiersRun.includes(tier)) cost.tiersRun.push(tier);
    return out;
  };
  let stage = 'starting';
  setHandler(progressQuery, () => stage);
  const progress = (s: string) => {
    stage = s;
    setCurrentDetails(`**${req.mode}** · ${req.label ?? info.workflowId}\n\nstage: ${s}`);
  };
  upsertSearchAttributes([{ key: SA.mode, value: req.mode }]);
  progress('workspace');

  // Edit intents instead of a diff: the spec-10 write path lands them first, as a child workflow.
  let editFailure: string | null = null;
  if (req.edits) {
    progress('editing: applyEdits child workflow');
    try {
      const edited = await executeChild<typeof applyEdits>('applyEdits', {
        workflowId: `${info.workflowId}/edits`,
        // Intents are validated by applyEdits itself (a bad intent fails the child, typed).
        args: [{ repo: req.repo, intents: req.edits.intents, mode: req.edits.mode, ablations: req.edits.ablations, label: req.label } as unknown as Parameters<typeof applyEdits>[0]],
        staticSummary: `applyEdits (${req.edits.mode}): ${req.edits.intents.length} intents`,
      });
      req.patch = edited.diff;
      if (!edited.diff) editFailure = `no edit intent landed: ${edited.rejected.map((x) => `${x.intentId} ${x.stage}/${x.code}: ${x.reason}`).join('; ').slice(0, 1500)}`;
    } catch (err) {
      if (!(err instanceof ChildWorkflowFailure)) throw err;
      editFailure = `applyEdits failed: ${err.cause?.message ?? err.message}`;
    }
  }
  const ws = await timed('workspace', () =>
    // The edits (if any) are now the patch: the workspace sees only the diff.
    act.prepareWorkspace.executeWithOptions({ summary: 'materialize pre-edit snapshot and candidate' }, [{ request: { ...req, edits: undefined } }]),
  );
  if (editFailure) ws.applyFailure = { kind: 'edit-intents', message: editFailure };
  const countRun = (r: TestRun | null) => {
    if (!r || r.cached) return;
    cost.sandboxCpuSeconds += r.cpuSeconds;
    cost.testExecutions += r.testExecutions;
  };

  if (req.mode === 'greencommit') {
    return greenCommit(req, ws, cost, countRun, timed, startedAt);
  }

  // Risk classification (P7).
  let cls: ChangeClassResult | null = null;
  let facts: ChangeFacts | null = null;
  if (!ws.applyFailure) {
    progress('change class');
    facts = await timed('classify', () =>
      act.computeChangeFacts.executeWithOptions({ summary: 'analyze the change (AST, both trees)' }, [{ workspace: ws, patch: req.patch }]),
    );
    cls = computeChangeClass(facts!, { failToPassCount: req.failToPass.length, hint: req.changeClassHint ?? null });
    upsertSearchAttributes([{ key: SA.changeClass, value: cls.changeClass }]);
  }
  const bundle: EvidenceBundle = {
    changeClass: cls?.changeClass ?? 'normal_bug_fix',
    ablations: req.ablations,
    applyFailure: ws.applyFailure,
    syntax: null,
    tamper: null,
    failToPass: req.failToPass,
    passToPass: req.passToPass,
    f2pBaseline: null,
    f2pCandidate: null,
    p2pBaseline: null,
    p2pCandidate: null,
    impact: null,
    tells: null,
    differential: null,
    fuzz: null,
    semantic: { judgment: 'not run: pending', confidence: null },
  };
  let protectedList: string[] = [];
  let footprint: DifferentialResult['footprint'] | null = null;
  let tamperInstalled = false;

  if (!ws.applyFailure) {
    // Level A — syntax, lint, build. A failure halts.
    progress('Level A: syntax and lint');
    bundle.syntax = await timed('A', () =>
      act.checkSyntax.executeWithOptions({ summary: 'Level A: parse + hard lint changed files' }, [{ workspace: ws, buildCommand: req.buildCommand }]),
    );
    cost.sandboxCpuSeconds += bundle.syntax.cpuSeconds;
    // Tamper audit (P2).
    if (!req.ablations.includes('no_tamper_audit')) {
      progress('tamper audit');
      const t = await timed('tamper', () =>
        act.auditTamper.executeWithOptions({ summary: 'tamper audit: protected test surface' }, [{ workspace: ws, patch: req.patch }]),
      );
      bundle.tamper = t;
      protectedList = t.protectedList;
      tamperInstalled = true;
    }
  }
  const haltEarly = Boolean(ws.applyFailure) || !bundle.syntax || bundle.syntax.failure !== null || (bundle.tamper?.detections.length ?? 0) > 0;

  if (!haltEarly) {
    // Levels B and C — the reproducer and the guard set, on both trees, in one run each.
    progress('Levels B/C: reproducer and guard set');
    const ids = [...new Set([...req.failToPass, ...req.passToPass])];
    const [base, cand] = await timed('B/C', () =>
      Promise.all([
        act.runTests.executeWithOptions({ summary: `baseline: ${ids.length} visible tests` }, [
          { workspace: ws, tree: 'baseline', ids, testCommand: req.testCommand, restoreProtected: [] },
        ]),
        act.runTests.executeWithOptions({ summary: `candidate: ${ids.length} visible tests` }, [
          { workspace: ws, tree: 'candidate', ids, testCommand: req.testCommand, restoreProtected: protectedList },
        ]),
      ]),
    );
    countRun(base);
    countRun(cand);
    bundle.f2pBaseline = base;
    bundle.p2pBaseline = base;
    bundle.f2pCandidate = cand;
    bundle.p2pCandidate = cand;
  }

  // Coverage, impacted tests and flaky guards (Level C evidence), then the attacks of Level E.
  if (!haltEarly && deterministicRuling(bundle).verdict.verdict !== 'REJECT') {
    progress('Level C: coverage and impacted tests');
    const impact = await timed('impact', () =>
      attack.measureImpact.executeWithOptions({ summary: 'coverage of the change; impacted tests; flaky guards' }, [
        { workspace: ws, passToPass: req.passToPass, failToPass: req.failToPass, testCommand: req.testCommand, changedFiles: ws.changedFiles, patch: req.patch, restoreProtected: protectedList },
      ]),
    );
    bundle.impact = impact;
    if (!req.ablations.includes('no_tells')) {
      progress('overfit-tell scan');
      bundle.tells = await timed('tells', () =>
        act.scanOverfitTells.executeWithOptions({ summary: 'static overfit tells (AST)' }, [{ workspace: ws, patch: req.patch, failToPass: req.failToPass }]),
      );
    }
  }
  if (!haltEarly && deterministicRuling(bundle).verdict.verdict !== 'REJECT') {
    const budget = await act.resolveBudget.executeWithOptions({ summary: `Level E budget: ${bundle.changeClass}` }, [{ changeClass: bundle.changeClass }]);
    const targets = facts ? facts.files.flatMap((f) => f.changedEntities.map((entity) => ({ file: f.path, entity }))) : [];
    let intended: DifferentialResult['intended'] = null;
    if (!req.ablations.includes('no_differential')) {
      progress('Level E: differential execution');
      const d = await timed('differential', () =>
        attack.differentialExecute.executeWithOptions({ summary: `differential vs pre-edit: ≤${budget.probes} probes` }, [
          { workspace: ws, targets, passToPass: req.passToPass, failToPass: req.failToPass, testCommand: req.testCommand, probes: budget.probes, changeClass: bundle.changeClass },
        ]),
      );
      bundle.differential = d;
      intended = d.intended;
      footprint = d.footprint;
    }
    if ((bundle.differential?.divergences ?? 0) === 0) {
      progress('Level E: property and fuzz attack');
      const fuzz = await timed('fuzz', () =>
        attack.runPropertyAndFuzz.executeWithOptions(
          { summary: `fuzz: ${budget.fuzz_iterations} iterations, ${budget.fuzz_seconds}s`, startToCloseTimeout: `${Math.ceil(budget.fuzz_seconds) + 300}s` },
          [
            {
              workspace: ws,
              targets,
              failToPass: req.failToPass,
              passToPass: req.passToPass,
              testCommand: req.testCommand,
              iterations: budget.fuzz_iterations,
              seconds: budget.fuzz_seconds,
              seed: seedOf(ws.patchId),
              guardRepeats: budget.guard_repeats,
              changeClass: bundle.changeClass,
              intended,
              tells: bundle.tells ?? [],
            },
          ],
        ),
      );
      bundle.fuzz = fuzz;
      bundle.tellStatus = fuzz.tellStatus ?? null;
    }
  }

  // The one L entry (spec 18 §4): a demote-only semantic veto, one attempt, never on a REJECT.
  const gate = shouldRunVeto(deterministicRuling(bundle).verdict.verdict, req.ablations);
  let outcome: VetoOutcome = { kind: 'skipped', reason: gate.skip ?? '' };
  let independent = true;
  let llmUsage = NO_LLM;
  if (gate.run) {
    progress('Level D: semantic veto');
    try {
      const r = await timed('veto', () =>
        llm.applySemanticVeto.executeWithOptions({ summary: 'semantic veto: one call, demote-only' }, [
          {
            workspace: ws,
            patch: req.patch,
            issue: req.issue,
            changedEntities: facts ? changedEntitiesFrom(facts) : [],
            evidence: vetoEvidenceFrom(bundle),
            generatorModel: req.generatorModel,
            measuringArm: req.measuringArm,
          },
        ]),
      );
      outcome = r.outcome;
      independent = r.independent;
      llmUsage = { calls: r.call.made ? 1 : 0, promptTokens: r.call.promptTokens, completionTokens: r.call.completionTokens, costUsd: r.call.costUsd };
    } catch (err) {
      if (!(err instanceof ActivityFailure)) throw err;
      // A timeout or a crashed worker ends the single attempt: recorded, never a second call.
      outcome = vetoOutcomeFromActivityFailure(err.cause?.message ?? err.message);
    }
  }
  // The ruling: the ladder, then the two-part verdict, then the veto (all pure).
  const decision = applySemanticVeto({ bundle, outcome, independent });
  bundle.semantic = decision.semantic;
  const ladder = decision.ladder;
  const semantic = decision.record;
  // Spec 22: the optional critic recommends; execution certifies. One verified blocking defect
  // REJECTs by the gate's authority; silence never promotes. Not spent on a REJECT.
  let criticCounts: AcceptanceResult['critic'] = null;
  let verdict = decision.verdict;
  if (req.critic === '22' && ws.candidateDir && !haltEarly && verdict.verdict !== 'REJECT') {
    progress('spec 22: independent critic');
    const review = await executeChild<typeof criticReview>('criticReview', {
      workflowId: `${info.workflowId}/critic`,
      staticSummary: `critic 22 · ${req.label ?? ws.patchId}`.slice(0, 190),
      args: [
        {
          workspace: ws,
          ablations: req.criticAblations,
          request: {
            patch: req.patch,
            issue: req.issue,
            failToPass: req.failToPass,
            passToPass: req.passToPass,
            testCommand: req.testCommand,
            changeClass: bundle.changeClass,
            critic: '22',
            guards: ladder.guards,
            verdictSoFar: verdict.verdict,
            restoreProtected: protectedList,
            gateCoverage: bundle.impact ? { coverageReached: bundle.impact.coverageReached, vacuous: bundle.impact.vacuous } : null,
            generatorModel: req.generatorModel,
          },
        },
      ],
    });
    verdict = foldCriticReview(verdict, review);
    criticCounts = { engaged: review.engaged, ...review.counts, reason: review.reason };
    llmUsage = {
      calls: llmUsage.calls + review.llm.calls,
      promptTokens: llmUsage.promptTokens + review.llm.promptTokens,
      completionTokens: llmUsage.completionTokens + review.llm.completionTokens,
      costUsd: llmUsage.costUsd + review.llm.costUsd,
    };
  }
  const patchId = ws.patchId;
  const noRecord = req.ablations.includes('no_record');
  const record = noRecord ? null : projectRecord({ patchId, bundle, ladder, verdict, semantic });
  const result: AcceptanceResult = {
    version: RECORD_VERSION,
    workflowId: info.workflowId,
    mode: req.mode,
    verdict: verdict.verdict,
    failingTier: verdict.failingTier,
    reason: verdict.reason,
    missingEvidence: verdict.missing,
    changeClass: cls?.changeClass ?? null,
    changeClassReasons: cls?.reasons ?? [],
    requiredLevel: cls ? effectiveRequiredLevel(bundle) : null,
    fixed: verdict.fixed,
    unbroken: verdict.unbroken,
    record,
    recordComplete: record !== null,
    tamperDetections: bundle.tamper?.detections ?? [],
    tamperAuditInstalled: tamperInstalled,
    tells: bundle.tells ?? [],
    tellStatus: bundle.tellStatus ?? [],
    counterexamples: [...(bundle.differential?.counterexamples ?? []), ...(bundle.fuzz && bundle.fuzz.counterexamples > 0 ? bundle.fuzz.details.slice(0, Math.min(bundle.fuzz.counterexamples, 10)) : [])],
    footprint: footprint ?? { count: 0, kinds: {}, examples: [] },
    guards: ladder.guards,
    nonGuards: ladder.nonGuards,
    cost: EvidenceCost.parse(cost),
    llm: llmUsage,
    childFailures: [],
    critic: criticCounts,
    ablations: req.ablations,
    measuringArm: req.measuringArm ?? null,
    snapshotId: ws.snapshotId,
    startedAt,
    finishedAt: new Date().toISOString(),
  };
  return finish(result, noRecord);
}

async function finish(result: AcceptanceResult, skipLedger: boolean): Promise<AcceptanceResult> {
  const info = workflowInfo();
  upsertSearchAttributes([
    { key: SA.verdict, value: result.verdict },
    { key: SA.evidence, value: result.record?.evidence_strength ?? 'none' },
    { key: SA.failingTier, value: result.failingTier ?? 'none' },
  ]);
  if (!skipLedger) {
    await act.writeAcceptanceRecord.executeWithOptions({ summary: `record: ${result.verdict}` }, [
      { key: `${info.workflowId}/${info.runId}`, result },
    ]);
  }
  setCurrentDetails(renderDetails(result));
  return result;
}

/**
 * The naive baseline of spec 18 §7: run the visible suite once; green = ACCEPT. "The visible
 * suite" is what the harness knows: the request's FAIL_TO_PASS ∪ PASS_TO_PASS when it names tests
 * (on a real repository the whole suite is thousands of tests, with failures unrelated to the
 * task), the whole suite only when it names none.
 */
async function greenCommit(
  req: AcceptRequest,
  ws: Workspace,
  cost: { sandboxCpuSeconds: number; testExecutions: number; activityWallMs: number; tiersRun: string[]; tierWallMs: Record<string, number> },
  countRun: (r: TestRun | null) => void,
  timed: <T>(tier: string, p: () => Promise<T>) => Promise<T>,
  startedAt: string,
): Promise<AcceptanceResult> {
  let verdict: 'ACCEPT' | 'REJECT' = 'REJECT';
  let reason = '';
  if (ws.applyFailure) {
    reason = `patch does not apply: ${ws.applyFailure.kind}: ${ws.applyFailure.message}`;
  } else {
    const run = await timed('suite', () =>
      act.runTests.executeWithOptions({ summary: 'greencommit: the visible suite, once' }, [
        { workspace: ws, tree: 'candidate', ids: [...new Set([...req.failToPass, ...req.passToPass])], testCommand: req.testCommand, restoreProtected: [] },
      ]),
    );
    countRun(run);
    verdict = run.exitCode === 0 ? 'ACCEPT' : 'REJECT';
    reason = `suite exit code ${run.exitCode}${run.timedOut ? ' (timed out)' : ''}`;
  }
  return finish(
    {
      version: RECORD_VERSION,
      workflowId: workflowInfo().workflowId,
      mode: 'greencommit',
      verdict,
      failingTier: verdict === 'REJECT' ? 'greencommit' : null,
      reason,
      missingEvidence: [],
      changeClass: null,
      changeClassReasons: [],
      requiredLevel: null,
      fixed: false,
      unbroken: false,
      record: null,
      recordComplete: false,
      tamperDetections: [],
      tamperAuditInstalled: false,
      tells: [],
      tellStatus: [],
      counterexamples: [],
      footprint: { count: 0, kinds: {}, examples: [] },
      guards: [],
      nonGuards: [],
      cost: EvidenceCost.parse(cost),
      llm: NO_LLM,
      childFailures: [],
      critic: null,
      ablations: [],
      measuringArm: null,
      snapshotId: ws.snapshotId,
      startedAt,
      finishedAt: new Date().toISOString(),
    },
    false,
  );
}

/** A deterministic fuzz seed per candidate (FNV-1a of the patch id). */
function seedOf(id: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) {
    h ^= id.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h % 2_147_483_647;
}
