// The spec-18 evidence battery as one pure pipeline over a runner port (issue 11 item 4), the way
// domain/edit/pipeline.ts serves applyEdits: a list of stages, each with `shouldRun(state)`, run
// cheapest-decisive first; the deterministic ruling is computed once per step (after every stage)
// and decides what runs next; the result is assembled once. No Temporal API and no I/O here: the
// acceptPatch workflow binds the port to activity proxies and child workflows, tests bind it to
// plain functions. Every CPU second a stage reports is charged to its tier (domain/battery/cost.ts).
import type { Activities } from '../activities/index.js';
import type { AcceptRequest, ChangeFacts, TestRun, Workspace } from '../domain/schemas.js';
import { computeChangeClass } from '../domain/changeClass.js';
import { changeTargets } from '../domain/behaviour/probes.js';
import { shiftedConstants } from '../domain/behaviour/constantShift.js';
import { droppedInputs } from '../domain/behaviour/droppedInput.js';
import { sameNamedMethods } from '../domain/behaviour/sameNamed.js';
import type { ChangeClassResult } from '../domain/changeClass.js';
import type { EvidenceBundle } from '../domain/ladder.js';
import { effectiveRequiredLevel } from '../domain/ladder.js';
import { applySemanticVeto, changedEntitiesFrom, deterministicRuling, shouldRunVeto, vetoEvidenceFrom, vetoOutcomeFromActivityFailure } from '../domain/veto.js';
import type { VetoOutcome } from '../domain/veto.js';
import type { TwoPartVerdict } from '../domain/verdict.js';
import { projectRecord, RECORD_VERSION } from '../domain/record.js';
import type { AcceptanceResult, AssessorIndependence, LlmUsage, SemanticAdmission } from '../domain/record.js';
import { foldCriticReview } from '../domain/critic/review.js';
import type { CriticReviewInput, CriticReviewResult } from '../domain/critic/review.js';
import type { ApplyEditsResult, EditRequestInput } from '../domain/edit/schemas.js';
import { chargeTier, emptyLedger, ownTotal, sharedTotal } from '../domain/battery/cost.js';
import type { CostLedger, CpuCharge } from '../domain/battery/cost.js';

type Fn<K extends keyof Activities> = (input: Parameters<Activities[K]>[0]) => ReturnType<Activities[K]>;

/** What the battery needs from the outside world: the activities, two child workflows, and a clock. */
export interface BatteryRunner {
  prepareWorkspace: Fn<'prepareWorkspace'>;
  computeChangeFacts: Fn<'computeChangeFacts'>;
  checkSyntax: Fn<'checkSyntax'>;
  auditTamper: Fn<'auditTamper'>;
  runTests: Fn<'runTests'>;
  runIssueReproducers: Fn<'runIssueReproducers'>;
  measureImpact: Fn<'measureImpact'>;
  scanOverfitTells: Fn<'scanOverfitTells'>;
  resolveBudget: Fn<'resolveBudget'>;
  differentialExecute: Fn<'differentialExecute'>;
  runPropertyAndFuzz: Fn<'runPropertyAndFuzz'>;
  applySemanticVeto: Fn<'applySemanticVeto'>;
  applyEdits(input: EditRequestInput): Promise<ApplyEditsResult>;
  criticReview(input: CriticReviewInput): Promise<CriticReviewResult>;
  /** Milliseconds, for wall time per tier (the workflow's deterministic clock). */
  now(): number;
  progress(stage: string): void;
  classified?(cls: ChangeClassResult): void;
  /** Stages added after histories were recorded, enabled by the workflow's patched() markers. */
  features?: BatteryFeatures;
}

/** Stages a run may take; absent: off (a history recorded before the stage replays without it). */
export interface BatteryFeatures {
  /** Level B reproducers generated from the issue text (the `issue-reproducers` patch). */
  issueReproducers?: boolean;
}

const NO_LLM: LlmUsage = { calls: 0, promptTokens: 0, completionTokens: 0, costUsd: 0 };
type Budget = Awaited<ReturnType<Activities['resolveBudget']>>;
type DifferentialOut = Awaited<ReturnType<Activities['differentialExecute']>>;

/** Everything the stages read and write. */
export interface BatteryState {
  req: AcceptRequest;
  ws: Workspace;
  facts: ChangeFacts | null;
  cls: ChangeClassResult | null;
  bundle: EvidenceBundle;
  protectedList: string[];
  tamperInstalled: boolean;
  budget: Budget | null;
  differential: DifferentialOut | null;
  verdict: TwoPartVerdict;
  semantic: ReturnType<typeof applySemanticVeto>['record'] | null;
  ladder: ReturnType<typeof applySemanticVeto>['ladder'] | null;
  criticCounts: AcceptanceResult['critic'];
  /** What the semantic judgment was allowed to do (the envelope's semanticAdmission). */
  admission: SemanticAdmission | null;
  llm: LlmUsage;
  cost: CostLedger;
  /** The tier after which the ruling could no longer change (the first REJECT's, else the last run). */
  decidedAt: string | null;
  /** Recorded failures of child workflows (issue 13 item 5): evidence, never a lost run. */
  childFailures: string[];
  features: BatteryFeatures;
}

export interface Stage {
  name: string;
  tier: string;
  shouldRun(s: BatteryState): boolean;
  run(s: BatteryState, r: BatteryRunner): Promise<CpuCharge | null>;
}

const haltedEarly = (s: BatteryState) =>
  Boolean(s.ws.applyFailure) || !s.bundle.syntax || s.bundle.syntax.failure !== null || (s.bundle.tamper?.detections.length ?? 0) > 0;
const rejected = (s: BatteryState) => s.verdict.verdict === 'REJECT';
const targetsOf = (s: BatteryState) => changeTargets(s.facts);
const own = (seconds: number | undefined): CpuCharge => ({ own: seconds ?? 0, shared: [] });

/** A run's CPU: baseline runs are the task's shared evidence (keyed by what they ran), candidate runs are the candidate's. */
export function testRunCharge(r: TestRun, key: string): CpuCharge {
  return r.tree === 'baseline' ? { own: 0, shared: [{ key, cpuSeconds: r.cpuSeconds }] } : { own: r.cpuSeconds, shared: [] };
}

/** The stages, in the order they run. Cheap, decisive evidence first; the attacks only while a verdict is still open. */
export const STAGES: readonly Stage[] = [
  {
    name: 'change class',
    tier: 'classify',
    shouldRun: (s) => !s.ws.applyFailure,
    async run(s, r) {
      s.facts = await r.computeChangeFacts({ workspace: s.ws, patch: s.req.patch });
      s.cls = computeChangeClass(s.facts, { failToPassCount: s.req.failToPass.length, hint: s.req.changeClassHint ?? null });
      s.bundle.changeClass = s.cls.changeClass;
      r.classified?.(s.cls);
      return own((s.facts as ChangeFacts & { cpuSeconds?: number }).cpuSeconds);
    },
  },
  {
    name: 'Level A: syntax and lint',
    tier: 'A',
    shouldRun: (s) => !s.ws.applyFailure,
    async run(s, r) {
      s.bundle.syntax = await r.checkSyntax({ workspace: s.ws, buildCommand: s.req.buildCommand });
      return own(s.bundle.syntax.cpuSeconds);
    },
  },
  {
    name: 'tamper audit',
    tier: 'tamper',
    shouldRun: (s) => !s.ws.applyFailure && !s.req.ablations.includes('no_tamper_audit'),
    async run(s, r) {
      const t = await r.auditTamper({ workspace: s.ws, patch: s.req.patch });
      s.bundle.tamper = t;
      s.protectedList = t.protectedList;
      s.tamperInstalled = true;
      return null;
    },
  },
  {
    name: 'Levels B/C: reproducer and guard set',
    tier: 'B/C',
    shouldRun: (s) => !haltedEarly(s),
    async run(s, r) {
      const ids = [...new Set([...s.req.failToPass, ...s.req.passToPass])];
      const [base, cand] = await Promise.all([
        r.runTests({ workspace: s.ws, tree: 'baseline', ids, testCommand: s.req.testCommand, restoreProtected: [] }),
        r.runTests({ workspace: s.ws, tree: 'candidate', ids, testCommand: s.req.testCommand, restoreProtected: s.protectedList }),
      ]);
      s.bundle.f2pBaseline = base;
      s.bundle.p2pBaseline = base;
      s.bundle.f2pCandidate = cand;
      s.bundle.p2pCandidate = cand;
      // the baseline's executions count whether this candidate ran them or a sibling did (shared
      // evidence): the figure does not depend on the order the candidates of a task ran in
      s.cost.testExecutions += base.testExecutions + cand.testExecutions;
      const key = `baseline-tests:${s.ws.snapshotId}:${JSON.stringify([s.req.testCommand ?? null, ids])}`;
      const b = testRunCharge(base, key);
      const c = testRunCharge(cand, '');
      return { own: b.own + c.own, shared: [...b.shared, ...c.shared] };
    },
  },
  {
    name: 'Level B: reproducers from the issue text',
    tier: 'issue',
    // cheap and decisive: a claim of the report the candidate still fails ends the run at fixed?
    shouldRun: (s) => Boolean(s.features.issueReproducers) && !haltedEarly(s) && !rejected(s) && s.req.issue.trim() !== '',
    async run(s, r) {
      const e = await r.runIssueReproducers({ workspace: s.ws, issue: s.req.issue, failToPass: s.req.failToPass, passToPass: s.req.passToPass, testCommand: s.req.testCommand });
      const { cpu, ...evidence } = e;
      s.bundle.issueReproducers = evidence;
      return cpu;
    },
  },
  {
    name: 'overfit-tell scan',
    tier: 'tells',
    shouldRun: (s) => !haltedEarly(s) && !rejected(s) && !s.req.ablations.includes('no_tells'),
    async run(s, r) {
      s.bundle.tells = await r.scanOverfitTells({ workspace: s.ws, patch: s.req.patch, failToPass: s.req.failToPass });
      return null;
    },
  },
  {
    name: 'Level C: coverage and impacted tests',
    tier: 'impact',
    shouldRun: (s) => !haltedEarly(s) && !rejected(s),
    async run(s, r) {
      const impact = await r.measureImpact({
        workspace: s.ws,
        passToPass: s.req.passToPass,
        failToPass: s.req.failToPass,
        testCommand: s.req.testCommand,
        changedFiles: s.ws.changedFiles,
        patch: s.req.patch,
        restoreProtected: s.protectedList,
      });
      s.bundle.impact = impact;
      return (impact as { cpu?: CpuCharge }).cpu ?? null;
    },
  },
  {
    name: 'Level E budget',
    tier: 'budget',
    shouldRun: (s) => !haltedEarly(s) && !rejected(s),
    async run(s, r) {
      s.budget = await r.resolveBudget({ changeClass: s.bundle.changeClass });
      return null;
    },
  },
  {
    name: 'Level E: differential execution',
    tier: 'differential',
    shouldRun: (s) => !haltedEarly(s) && !rejected(s) && s.budget !== null && !s.req.ablations.includes('no_differential'),
    async run(s, r) {
      const d = await r.differentialExecute({
        workspace: s.ws,
        targets: targetsOf(s),
        passToPass: s.req.passToPass,
        failToPass: s.req.failToPass,
        testCommand: s.req.testCommand,
        probes: s.budget!.probes,
        changeClass: s.bundle.changeClass,
      });
      s.differential = d;
      s.bundle.differential = d;
      return d.cpu ?? null;
    },
  },
  {
    name: 'Level E: property and fuzz attack',
    tier: 'fuzz',
    shouldRun: (s) => !haltedEarly(s) && !rejected(s) && s.budget !== null,
    async run(s, r) {
      const f = await r.runPropertyAndFuzz({
        workspace: s.ws,
        targets: targetsOf(s),
        failToPass: s.req.failToPass,
        passToPass: s.req.passToPass,
        testCommand: s.req.testCommand,
        iterations: s.budget!.fuzz_iterations,
        seconds: s.budget!.fuzz_seconds,
        seed: seedOf(s.ws.patchId),
        guardRepeats: s.budget!.guard_repeats,
        changeClass: s.bundle.changeClass,
        intended: s.differential?.intended ?? null,
        tells: s.bundle.tells ?? [],
        // a payload field, not a command: histories recorded before it replay unchanged
        constants: shiftedConstants(s.facts),
        dropped: droppedInputs(s.facts),
        sameNamed: sameNamedMethods(s.facts),
        issue: s.req.issue,
      });
      s.bundle.fuzz = f;
      s.bundle.tellStatus = f.tellStatus ?? null;
      return f.cpu ?? own(f.cpuSeconds);
    },
  },
];

/** A deterministic fuzz seed per candidate (FNV-1a of the patch id). */
export function seedOf(id: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) {
    h ^= id.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h % 2_147_483_647;
}

export function emptyBundle(req: AcceptRequest, ws: Workspace): EvidenceBundle {
  return {
    changeClass: 'normal_bug_fix',
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
}

/** Land edit intents first (spec 10), as the applyEdits child; a partial landing is a tier-A failure unless allowed. */
export async function landEdits(req: AcceptRequest, r: BatteryRunner, childFailures: string[]): Promise<{ patch: string; failure: string | null }> {
  if (!req.edits) return { patch: req.patch, failure: null };
  r.progress('editing: applyEdits child workflow');
  try {
    const edited = await r.applyEdits({
      repo: req.repo,
      intents: req.edits.intents,
      mode: req.edits.mode,
      ablations: req.edits.ablations,
      label: req.label,
      ...(req.sandboxTaskQueue ? { sandboxTaskQueue: req.sandboxTaskQueue } : {}),
    } as unknown as EditRequestInput);
    const rejectedIntents = edited.rejected.map((x) => `${x.intentId} ${x.stage}/${x.code}: ${x.reason}`);
    if (!edited.diff) return { patch: '', failure: `no edit intent landed: ${rejectedIntents.join('; ').slice(0, 1500)}` };
    // The judged patch must be the one requested: a subset of the intents is not it (issue 13 item 6).
    if (rejectedIntents.length > 0 && !(req.edits as { allowPartial?: boolean }).allowPartial) {
      return {
        patch: edited.diff,
        failure: `only ${edited.applied.length} of ${req.edits.intents.length} edit intents landed; rejected: ${rejectedIntents.join('; ').slice(0, 1500)} (set edits.allowPartial to judge the landed subset)`,
      };
    }
    return { patch: edited.diff, failure: null };
  } catch (err) {
    const message = (err as { cause?: { message?: string }; message?: string }).cause?.message ?? (err as Error).message;
    childFailures.push(`applyEdits child failed: ${message}`);
    return { patch: '', failure: `applyEdits failed: ${message}` };
  }
}

/**
 * Run the battery on one prepared candidate: the stages, then the one L entry (demote-only, never
 * on a REJECT), then the optional spec-22 critic (never on a REJECT). Returns the final state;
 * `assembleResult` turns it into the record.
 */
export async function runBattery(req: AcceptRequest, ws: Workspace, r: BatteryRunner, cost: CostLedger, childFailures: string[] = []): Promise<BatteryState> {
  const s: BatteryState = {
    req,
    ws,
    facts: null,
    cls: null,
    bundle: emptyBundle(req, ws),
    protectedList: [],
    tamperInstalled: false,
    budget: null,
    differential: null,
    verdict: deterministicRuling(emptyBundle(req, ws)).verdict,
    semantic: null,
    ladder: null,
    criticCounts: null,
    admission: null,
    llm: NO_LLM,
    cost,
    decidedAt: null,
    childFailures,
    features: r.features ?? {},
  };
  // The ruling after each step. Before a tier's evidence is in, the ruling is an interim REJECT
  // ("Level A evidence missing", "reproducer not run"), so the tier that decided a REJECT is the
  // first of the trailing steps whose ruling is the final one.
  const rulings: { tier: string; key: string }[] = [];
  const keyOf = (v: BatteryState['verdict']) => JSON.stringify([v.verdict, v.failingTier, v.reason]);
  for (const stage of STAGES) {
    if (!stage.shouldRun(s)) continue;
    r.progress(stage.name);
    const t0 = r.now();
    const charge = await stage.run(s, r);
    chargeTier(s.cost, stage.tier, charge, r.now() - t0);
    // the ruling, once per step: it decides what may still change the verdict
    s.verdict = deterministicRuling(s.bundle).verdict;
    rulings.push({ tier: stage.tier, key: keyOf(s.verdict) });
  }
  if (s.verdict.verdict === 'REJECT') {
    const final = keyOf(s.verdict);
    let i = rulings.length;
    while (i > 0 && rulings[i - 1]!.key === final) i--;
    s.decidedAt = rulings[i]?.tier ?? null;
  }

  // The one L entry (spec 18 §4): a demote-only semantic veto, one attempt, never on a REJECT.
  const gate = shouldRunVeto(s.verdict.verdict, req.ablations);
  let outcome: VetoOutcome = { kind: 'skipped', reason: gate.skip ?? '' };
  // no call: independence is moot (nothing is judged); a call reports what it established
  let independence: AssessorIndependence = 'stated';
  if (gate.run) {
    r.progress('Level D: semantic veto');
    const t0 = r.now();
    try {
      const v = await r.applySemanticVeto({
        workspace: ws,
        patch: req.patch,
        issue: req.issue,
        changedEntities: s.facts ? changedEntitiesFrom(s.facts) : [],
        evidence: vetoEvidenceFrom(s.bundle),
        generatorModel: req.generatorModel,
        assessorIndependent: req.assessorIndependent,
        measuringArm: req.measuringArm,
      });
      outcome = v.outcome;
      independence = v.independence;
      s.llm = { calls: v.call.made ? 1 : 0, promptTokens: v.call.promptTokens, completionTokens: v.call.completionTokens, costUsd: v.call.costUsd };
      chargeTier(s.cost, 'veto', own((v as { cpuSeconds?: number }).cpuSeconds), r.now() - t0);
    } catch (err) {
      // A timeout or a crashed worker ends the single attempt: recorded, never a second call.
      outcome = vetoOutcomeFromActivityFailure((err as { cause?: { message?: string }; message?: string }).cause?.message ?? (err as Error).message);
      chargeTier(s.cost, 'veto', null, r.now() - t0);
    }
  }
  const decision = applySemanticVeto({ bundle: s.bundle, outcome, independence });
  s.bundle.semantic = decision.semantic;
  s.ladder = decision.ladder;
  s.semantic = decision.record;
  s.verdict = decision.verdict;
  s.admission = decision.admission;

  // Spec 22: the optional critic recommends; execution certifies. Never spent on a REJECT.
  if (req.critic === '22' && ws.candidateDir && !haltedEarly(s) && s.verdict.verdict !== 'REJECT') {
    r.progress('spec 22: independent critic');
    const t0 = r.now();
    // the critic's verification runs are sandboxed CPU like any tier's
    let criticCpu = 0;
    try {
      const review = await r.criticReview({
        workspace: ws,
        ablations: req.criticAblations,
        ...(req.sandboxTaskQueue ? { sandboxTaskQueue: req.sandboxTaskQueue } : {}),
        request: {
          patch: req.patch,
          issue: req.issue,
          failToPass: req.failToPass,
          passToPass: req.passToPass,
          testCommand: req.testCommand,
          changeClass: s.bundle.changeClass,
          critic: '22',
          guards: s.ladder.guards,
          verdictSoFar: s.verdict.verdict,
          restoreProtected: s.protectedList,
          gateCoverage: s.bundle.impact ? { coverageReached: s.bundle.impact.coverageReached, vacuous: s.bundle.impact.vacuous } : null,
          generatorModel: req.generatorModel,
        },
      });
      criticCpu = review.cost.sandboxCpuSeconds;
      s.verdict = foldCriticReview(s.verdict, review);
      s.criticCounts = { engaged: review.engaged, ...review.counts, reason: review.reason };
      s.llm = {
        calls: s.llm.calls + review.llm.calls,
        promptTokens: s.llm.promptTokens + review.llm.promptTokens,
        completionTokens: s.llm.completionTokens + review.llm.completionTokens,
        costUsd: s.llm.costUsd + review.llm.costUsd,
      };
    } catch (err) {
      // A failed critic is missing evidence the request asked for: never a lost run (issue 13 item 5).
      const message = (err as { cause?: { message?: string }; message?: string }).cause?.message ?? (err as Error).message;
      const why = `the requested spec-22 critic failed (${message}): its review is missing evidence`;
      s.childFailures.push(`criticReview child failed: ${message}`);
      s.verdict = s.verdict.verdict === 'ACCEPT' ? { ...s.verdict, verdict: 'INCONCLUSIVE', reason: why, missing: [why, ...s.verdict.missing] } : { ...s.verdict, missing: [...s.verdict.missing, why] };
      s.criticCounts = { engaged: false, blocking: 0, verified: 0, refuted: 0, unverifiable: 0, unverified: 0, advisory: 0, reason: why };
    }
    chargeTier(s.cost, 'critic', own(criticCpu), r.now() - t0);
  }
  if (s.decidedAt === null) s.decidedAt = s.cost.tiersRun[s.cost.tiersRun.length - 1] ?? null;
  return s;
}

/** The result envelope and the exact record, assembled once from the final state. */
export function assembleResult(s: BatteryState, meta: { workflowId: string; startedAt: string; finishedAt: string }): AcceptanceResult {
  const { req, ws, bundle } = s;
  const noRecord = req.ablations.includes('no_record');
  const ladder = s.ladder ?? deterministicRuling(bundle).ladder;
  const semantic = s.semantic ?? { judgment: 'not run: pending', confidence: null, demoted: false, from_verdict: null, to_verdict: null };
  const verdict = s.verdict;
  const record = noRecord ? null : projectRecord({ patchId: ws.patchId, bundle, ladder, verdict, semantic });
  const fuzzCe = bundle.fuzz && bundle.fuzz.counterexamples > 0 ? bundle.fuzz.details.slice(0, Math.min(bundle.fuzz.counterexamples, 10)) : [];
  return {
    version: RECORD_VERSION,
    workflowId: meta.workflowId,
    mode: req.mode,
    verdict: verdict.verdict,
    failingTier: verdict.failingTier,
    reason: verdict.reason,
    missingEvidence: verdict.missing,
    changeClass: s.cls?.changeClass ?? null,
    changeClassReasons: s.cls?.reasons ?? [],
    requiredLevel: s.cls ? effectiveRequiredLevel(bundle) : null,
    fixed: verdict.fixed,
    unbroken: verdict.unbroken,
    record,
    recordComplete: record !== null,
    tamperDetections: bundle.tamper?.detections ?? [],
    tamperAuditInstalled: s.tamperInstalled,
    tells: bundle.tells ?? [],
    tellStatus: bundle.tellStatus ?? [],
    counterexamples: [...(bundle.differential?.counterexamples ?? []), ...fuzzCe],
    issueReproducers: bundle.issueReproducers ?? null,
    footprint: s.differential?.footprint ?? { count: 0, kinds: {}, examples: [] },
    guards: ladder.guards,
    nonGuards: ladder.nonGuards,
    cost: costEnvelope(s.cost, s.decidedAt),
    llm: s.llm,
    critic: s.criticCounts,
    semanticAdmission: s.admission,
    childFailures: s.childFailures,
    ablations: req.ablations,
    measuringArm: req.measuringArm ?? null,
    snapshotId: ws.snapshotId,
    startedAt: meta.startedAt,
    finishedAt: meta.finishedAt,
  };
}

export function costEnvelope(l: CostLedger, decidedAt: string | null): AcceptanceResult['cost'] {
  const ownS = ownTotal(l);
  const sharedS = sharedTotal(l);
  return {
    sandboxCpuSeconds: Math.round((ownS + sharedS) * 1000) / 1000,
    ownCpuSeconds: ownS,
    sharedCpuSeconds: sharedS,
    shared: Object.values(l.shared),
    tierCpu: l.tiers,
    decidedAt,
    testExecutions: l.testExecutions,
    activityWallMs: l.activityWallMs,
    tiersRun: l.tiersRun,
    tierWallMs: Object.fromEntries(Object.entries(l.tiers).map(([k, v]) => [k, v.wallMs])),
  };
}

/** The naive baseline of spec 18 §7 (greencommit): the visible tests once; green = ACCEPT. */
export async function runGreenCommit(
  req: AcceptRequest,
  ws: Workspace,
  r: BatteryRunner,
  cost: CostLedger,
  meta: { workflowId: string; startedAt: string; now: () => string },
  childFailures: string[] = [],
): Promise<AcceptanceResult> {
  let verdict: 'ACCEPT' | 'REJECT' = 'REJECT';
  let reason = '';
  if (ws.applyFailure) {
    reason = `patch does not apply: ${ws.applyFailure.kind}: ${ws.applyFailure.message}`;
  } else {
    r.progress('greencommit: the visible tests, once');
    const t0 = r.now();
    // "The visible suite" is what the harness knows: F2P ∪ P2P when named, the whole suite otherwise.
    const run = await r.runTests({ workspace: ws, tree: 'candidate', ids: [...new Set([...req.failToPass, ...req.passToPass])], testCommand: req.testCommand, restoreProtected: [] });
    cost.testExecutions += run.testExecutions;
    chargeTier(cost, 'suite', own(run.cpuSeconds), r.now() - t0);
    verdict = run.exitCode === 0 ? 'ACCEPT' : 'REJECT';
    reason = `suite exit code ${run.exitCode}${run.timedOut ? ' (timed out)' : ''}`;
  }
  return {
    version: RECORD_VERSION,
    workflowId: meta.workflowId,
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
    cost: costEnvelope(cost, cost.tiersRun[cost.tiersRun.length - 1] ?? null),
    llm: NO_LLM,
    critic: null,
    childFailures,
    ablations: req.ablations,
    measuringArm: req.measuringArm ?? null,
    snapshotId: ws.snapshotId,
    startedAt: meta.startedAt,
    finishedAt: meta.now(),
  };
}

export { emptyLedger };
