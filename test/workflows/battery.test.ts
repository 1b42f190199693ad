// The evidence battery (workflows/battery.ts) driven with plain functions: no Temporal server, no
// sandbox, no model (issue 11 item 4). The runner port is bound to async functions that return
// realistic activity results and record every call, so each test can say which activities ran,
// in which order, with what input, and what the ruling, the record and the cost envelope are.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { STAGES, assembleResult, landEdits, runBattery, runGreenCommit, seedOf } from '../../workflows/battery.js';
import type { BatteryRunner, BatteryState } from '../../workflows/battery.js';
import { chargeTier, emptyLedger } from '../../domain/battery/cost.js';
import type { CostLedger } from '../../domain/battery/cost.js';
import { AcceptRequest } from '../../domain/schemas.js';
import type { AcceptRequestInput, TestOutcome, TestRun, Workspace } from '../../domain/schemas.js';
import { AcceptanceResult } from '../../domain/record.js';
import type { CriticReviewResult } from '../../domain/critic/review.js';
import type { ApplyEditsResult } from '../../domain/edit/schemas.js';

// ---------------------------------------------------------------------------------------------
// The port, as plain functions that record their calls.

type Port = Omit<BatteryRunner, 'now' | 'progress' | 'classified' | 'features'>;
type PortName = keyof Port;
type Out<K extends PortName> = Awaited<ReturnType<Port[K]>>;
type In<K extends PortName> = Parameters<Port[K]>[0];

interface Call {
  name: PortName;
  input: unknown;
}

interface Fake {
  runner: BatteryRunner;
  calls: Call[];
  progress: string[];
  names(): PortName[];
  count(name: PortName): number;
  input<K extends PortName>(name: K, nth?: number): In<K>;
}

/** The fake clock advances this many milliseconds per reading: every tier's wall time is exactly this. */
const TICK = 10;

const SNAPSHOT = 'git-4be1c0ffee00d15ea5e0';
const PATCH_ID = 'tabkit-7/cand-1';
const F2P = ['tests/test_split.py::test_quoted_comma'];
const P2P = ['tests/test_split.py::test_plain', 'tests/test_split.py::test_empty'];
const IMPACTED = 'tests/test_reader.py::test_reader_uses_split';
const TRACE_KEY = `traces:pre:${SNAPSHOT}:tabkit/split.py::split_row`;
const COVERAGE_KEY = `impact:coverage:${SNAPSHOT}`;
const PROTECTED = ['tests/test_split.py', 'tests/conftest.py'];
const PATCH = [
  'diff --git a/tabkit/split.py b/tabkit/split.py',
  '--- a/tabkit/split.py',
  '+++ b/tabkit/split.py',
  '@@ -1,4 +1,6 @@',
  ' import csv',
  ' ',
  ' def split_row(line):',
  "-    return line.split(',')",
  "+    if '\"' not in line:",
  "+        return line.split(',')",
  '+    return next(csv.reader([line]))',
  '',
].join('\n');

const BASELINE: Record<string, TestOutcome> = { [F2P[0]!]: 'failed', [P2P[0]!]: 'passed', [P2P[1]!]: 'passed' };
const CANDIDATE: Record<string, TestOutcome> = { [F2P[0]!]: 'passed', [P2P[0]!]: 'passed', [P2P[1]!]: 'passed' };

function request(over: Partial<AcceptRequestInput> = {}): AcceptRequest {
  return AcceptRequest.parse({
    repo: { path: '/srv/tasks/tabkit' },
    patch: PATCH,
    issue: 'split_row breaks quoted fields that contain a comma',
    failToPass: F2P,
    passToPass: P2P,
    label: 'tabkit-7 / cand-1',
    ...over,
  });
}

function workspace(over: Partial<Workspace> = {}): Workspace {
  return {
    snapshotId: SNAPSHOT,
    patchId: PATCH_ID,
    baselineDir: `/work/.patchgate/work/snapshots/${SNAPSHOT}`,
    candidateDir: '/work/.patchgate/work/candidates/c-91f0',
    changedFiles: ['tabkit/split.py'],
    applyFailure: null,
    reused: false,
    environment: null,
    runner: 'pytest',
    setAside: [],
    ...over,
  };
}

function testRun(tree: 'baseline' | 'candidate', ids: string[], table: Record<string, TestOutcome>, over: Partial<TestRun> = {}): TestRun {
  const outcomes = Object.fromEntries(ids.map((id) => [id, table[id] ?? 'missing'])) as Record<string, TestOutcome>;
  const failed = Object.values(outcomes).some((o) => o !== 'passed');
  return {
    tree,
    ids,
    outcomes,
    exitCode: failed ? 1 : 0,
    timedOut: false,
    killedBy: null,
    wallMs: 900,
    cpuSeconds: tree === 'baseline' ? 1.25 : 1.5,
    testExecutions: ids.length,
    outputTail: failed ? 'FAILED (1 test)' : `${ids.length} passed`,
    cached: false,
    ...over,
  };
}

const facts = (): Out<'computeChangeFacts'> => ({
  files: [
    {
      path: 'tabkit/split.py',
      status: 'modified',
      kind: 'python',
      docOnly: false,
      changedEntities: ['split_row'],
      publicSignatureChanges: [],
      exportsChanged: false,
      securityHits: [],
      concurrencyHits: [],
      persistenceHits: [],
    },
  ],
  addedLines: 3,
  removedLines: 1,
  cpuSeconds: 0.2,
});

const syntaxOk = (): Out<'checkSyntax'> => ({ parsed: true, linted: true, built: null, failure: null, filesChecked: 1, lintFindings: [], cpuSeconds: 0.3 });

const tamperClean = (): Out<'auditTamper'> => ({ installed: true, protectedFiles: PROTECTED.length, detections: [], notes: [], protectedList: [...PROTECTED] });

const impact = (over: Partial<Out<'measureImpact'>> = {}): Out<'measureImpact'> => ({
  selected: 1,
  passed: 1,
  failed: 0,
  coverageReached: 1,
  vacuous: false,
  excludedFlaky: [],
  failedIds: [],
  selectedIds: [IMPACTED],
  guardIds: [...P2P, IMPACTED],
  changedExecutable: 3,
  changedExecuted: 3,
  unreachedLines: [],
  notes: [],
  cpu: { own: 2, shared: [{ key: COVERAGE_KEY, cpuSeconds: 4 }] },
  ...over,
});

const BUDGET: Out<'resolveBudget'> = { probes: 200, fuzz_iterations: 200, fuzz_seconds: 45, guard_repeats: 0 };

const FOOTPRINT = { count: 1, kinds: { 'value:changed': 1 }, examples: [`split_row('a,"b,c"'): ['a', '"b', 'c"'] -> ['a', 'b,c']`] };

const differential = (over: Partial<Out<'differentialExecute'>> = {}): Out<'differentialExecute'> => ({
  probes: 40,
  divergences: 0,
  outcome: 'no-divergence',
  counterexamples: [],
  footprint: FOOTPRINT,
  notes: ['no unexplained divergence in 40 probes'],
  intended: null,
  cpu: { own: 0.5, shared: [{ key: TRACE_KEY, cpuSeconds: 3 }] },
  ...over,
});

const fuzz = (over: Partial<Out<'runPropertyAndFuzz'>> = {}): Out<'runPropertyAndFuzz'> => ({
  ran: true,
  iterations: 200,
  counterexamples: 0,
  outcome: 'none-found',
  details: [],
  tellStatus: [],
  // the pre-edit traces again: shared evidence the differential already charged
  cpu: { own: 6, shared: [{ key: TRACE_KEY, cpuSeconds: 3 }] },
  cpuSeconds: 6,
  ...over,
});

const NO_CALL = { made: false, model: null, promptTokens: 0, completionTokens: 0, latencyMs: 0, costUsd: 0, status: 'not-configured', error: null, raw: null, truncated: false };

/** What the real activity answers with no model configured: the empty L column, no call made. */
const vetoNoModel = (): Out<'applySemanticVeto'> => ({
  output: null,
  status: 'not-configured',
  violation: null,
  outcome: { kind: 'not-run', reason: 'no model configured' },
  call: NO_CALL,
  independent: false,
  independence: 'unknown',
  truncated: [],
  promptBytes: 0,
  buggyCodeError: null,
});

/** One answered model call. */
const vetoJudged = (judgment: 'root-cause-addressed' | 'overfit' | 'non-minimal' | 'unidiomatic', confidence: number): Out<'applySemanticVeto'> => ({
  output: { judgment, confidence },
  status: 'ok',
  violation: null,
  outcome: { kind: 'judged', output: { judgment, confidence } },
  call: { ...NO_CALL, made: true, model: 'veto-model-x', promptTokens: 5400, completionTokens: 18, latencyMs: 1200, costUsd: 0.0031, status: 'ok', raw: JSON.stringify({ judgment, confidence }) },
  independent: true,
  independence: 'independent-model',
  truncated: [],
  promptBytes: 21_000,
  buggyCodeError: null,
  cpuSeconds: 0.1,
});

const unexpected = (name: string) => () => Promise.reject(new Error(`unexpected call: ${name}`));

function defaults(): Port {
  return {
    prepareWorkspace: () => Promise.resolve(workspace()),
    computeChangeFacts: () => Promise.resolve(facts()),
    checkSyntax: () => Promise.resolve(syntaxOk()),
    auditTamper: () => Promise.resolve(tamperClean()),
    runTests: (i) => Promise.resolve(testRun(i.tree, i.ids, i.tree === 'baseline' ? BASELINE : CANDIDATE)),
    runIssueReproducers: () => Promise.resolve({ extracted: 0, validated: 0, claims: [], notes: ['the issue text states no runnable claim with an expectation'], cpu: { own: 0.2, shared: [{ key: 'issue-claims:k', cpuSeconds: 0.3 }] } }),
    measureImpact: () => Promise.resolve(impact()),
    scanOverfitTells: () => Promise.resolve([]),
    resolveBudget: () => Promise.resolve({ ...BUDGET }),
    differentialExecute: () => Promise.resolve(differential()),
    runPropertyAndFuzz: () => Promise.resolve(fuzz()),
    applySemanticVeto: () => Promise.resolve(vetoNoModel()),
    applyEdits: unexpected('applyEdits'),
    criticReview: unexpected('criticReview'),
  };
}

function fake(over: Partial<Port> = {}, features: BatteryRunner['features'] = undefined): Fake {
  const calls: Call[] = [];
  const progress: string[] = [];
  const impl: Port = { ...defaults(), ...over };
  let clock = 1_700_000_000_000;
  const rec = <K extends PortName>(name: K): Port[K] =>
    ((input: In<K>) => {
      calls.push({ name, input });
      return (impl[name] as (i: In<K>) => ReturnType<Port[K]>)(input);
    }) as Port[K];
  const runner: BatteryRunner = {
    prepareWorkspace: rec('prepareWorkspace'),
    computeChangeFacts: rec('computeChangeFacts'),
    checkSyntax: rec('checkSyntax'),
    auditTamper: rec('auditTamper'),
    runTests: rec('runTests'),
    runIssueReproducers: rec('runIssueReproducers'),
    measureImpact: rec('measureImpact'),
    scanOverfitTells: rec('scanOverfitTells'),
    resolveBudget: rec('resolveBudget'),
    differentialExecute: rec('differentialExecute'),
    runPropertyAndFuzz: rec('runPropertyAndFuzz'),
    applySemanticVeto: rec('applySemanticVeto'),
    applyEdits: rec('applyEdits'),
    criticReview: rec('criticReview'),
    now: () => (clock += TICK),
    progress: (s) => {
      progress.push(s);
    },
    ...(features ? { features } : {}),
  };
  return {
    runner,
    calls,
    progress,
    names: () => calls.map((c) => c.name),
    count: (name) => calls.filter((c) => c.name === name).length,
    input: <K extends PortName>(name: K, nth = 0) => {
      const c = calls.filter((x) => x.name === name)[nth];
      assert.ok(c, `${name} was not called (${nth + 1} times)`);
      return c.input as In<K>;
    },
  };
}

const META = { workflowId: 'accept-tabkit-7-cand-1', startedAt: '2025-01-01T00:00:00.000Z', finishedAt: '2025-01-01T00:03:00.000Z' };

interface Run {
  f: Fake;
  s: BatteryState;
  r: AcceptanceResult;
  cost: CostLedger;
}

async function battery(over: Partial<Port> = {}, req: AcceptRequest = request(), ws: Workspace = workspace(), cost: CostLedger = emptyLedger(), features?: BatteryRunner['features']): Promise<Run> {
  const f = fake(over, features);
  const s = await runBattery(req, ws, f.runner, cost);
  const r = assembleResult(s, META);
  return { f, s, r, cost };
}

/** The result is exactly the published schema: it parses, and parsing neither adds nor drops a field. */
function assertValid(r: AcceptanceResult): void {
  const parsed = AcceptanceResult.safeParse(r);
  assert.ok(parsed.success, parsed.success ? '' : JSON.stringify(parsed.error.issues, null, 2));
  assert.deepEqual(parsed.data, r);
}

const LEVEL_E: readonly PortName[] = ['resolveBudget', 'differentialExecute', 'runPropertyAndFuzz'];
const AFTER_A: readonly PortName[] = ['runTests', 'scanOverfitTells', 'measureImpact', ...LEVEL_E, 'applySemanticVeto', 'criticReview'];

const ALL_PROGRESS = [
  'change class',
  'Level A: syntax and lint',
  'tamper audit',
  'Levels B/C: reproducer and guard set',
  'overfit-tell scan',
  'Level C: coverage and impacted tests',
  'Level E budget',
  'Level E: differential execution',
  'Level E: property and fuzz attack',
  'Level D: semantic veto',
];
const ALL_TIERS = ['classify', 'A', 'tamper', 'B/C', 'tells', 'impact', 'budget', 'differential', 'fuzz', 'veto'];

// ---------------------------------------------------------------------------------------------

describe('the battery as plain functions', () => {
  it('STAGES: the stage names and their tiers, in the order they run (the issue-reproducer stage only where the run enables it)', () => {
    const withIssue = <T,>(xs: T[], x: T) => [...xs.slice(0, 4), x, ...xs.slice(4)];
    assert.deepEqual(
      STAGES.map((s) => s.name),
      withIssue(ALL_PROGRESS.slice(0, -1), 'Level B: reproducers from the issue text'),
    );
    assert.deepEqual(
      STAGES.map((s) => s.tier),
      withIssue(ALL_TIERS.slice(0, -1), 'issue'),
    );
  });

  describe('reproducers generated from the issue text', () => {
    type Status = 'met' | 'as-reported' | 'otherwise' | 'not-run';
    const shown: Record<Status, string> = { met: '2', 'as-reported': '1', otherwise: 'raises ValueError', 'not-run': 'no outcome recorded' };
    const claim = (status: Status) => ({ id: 'claim1', code: 'max_aliquots(126, 50)', expected: 'not what the reporter saw', baseline: '1', candidate: shown[status], met: status === 'met', status });
    const withClaims = (status: Status): Partial<Port> => ({
      runIssueReproducers: () => Promise.resolve({ extracted: 1, validated: 1, claims: [claim(status)], notes: [], cpu: { own: 0.4, shared: [{ key: 'issue-claims:k', cpuSeconds: 0.5 }] } }),
    });
    const on = { issueReproducers: true };

    it('a validated claim the candidate still shows as reported is a REJECT typed fixed?, decided at the issue tier, before any Level E attack', async () => {
      const { r, f } = await battery(withClaims('as-reported'), request(), workspace(), emptyLedger(), on);
      assert.equal(r.verdict, 'REJECT');
      assert.equal(r.failingTier, 'fixed?');
      assert.match(r.reason, /reproducer generated from the issue text still shows what the report shows: `max_aliquots\(126, 50\)` gives 1/);
      assert.equal(r.cost.decidedAt, 'issue');
      assert.equal(f.count('differentialExecute'), 0);
      assert.equal(r.issueReproducers?.claims[0]?.status, 'as-reported');
      assert.equal(r.record?.bug_reproduction.fixed, false);
      assertValid(r);
    });

    it('a claim the candidate meets lets the run go on; its CPU is charged to the issue tier, the pre-edit half as shared', async () => {
      const { r, f } = await battery(withClaims('met'), request(), workspace(), emptyLedger(), on);
      assert.notEqual(r.failingTier, 'fixed?');
      assert.equal(f.count('differentialExecute'), 1);
      assert.equal(r.cost.tierCpu['issue']?.own, 0.4);
      assert.equal(r.cost.tierCpu['issue']?.shared, 0.5);
      assertValid(r);
    });

    it('a candidate that settles the claim otherwise than the reporter asked (an error for a value), or on which it cannot run, is recorded, never a REJECT', async () => {
      for (const status of ['otherwise', 'not-run'] as const) {
        const { r, f } = await battery(withClaims(status), request(), workspace(), emptyLedger(), on);
        assert.notEqual(r.failingTier, 'fixed?', status);
        assert.equal(f.count('differentialExecute'), 1, status);
        assert.equal(r.issueReproducers?.claims[0]?.status, status);
        assertValid(r);
      }
    });

    it('a run that does not enable the stage (a history recorded before it) never calls it', async () => {
      const { f, r } = await battery(withClaims('as-reported'));
      assert.equal(f.count('runIssueReproducers'), 0);
      assert.notEqual(r.failingTier, 'fixed?');
    });
  });

  describe('1. a tier-A syntax failure', () => {
    const syntaxError = (): Out<'checkSyntax'> => ({
      parsed: false,
      linted: false,
      built: null,
      failure: { kind: 'syntax-error', file: 'tabkit/split.py', message: 'invalid syntax (line 5)' },
      filesChecked: 1,
      lintFindings: [],
      cpuSeconds: 0.4,
    });
    const run = () => battery({ checkSyntax: () => Promise.resolve(syntaxError()) });

    it('REJECTs typed A and runs no test, impact, differential, fuzz or veto', async () => {
      const { f, r } = await run();
      assert.equal(r.verdict, 'REJECT');
      assert.equal(r.failingTier, 'A');
      assert.equal(r.reason, 'syntax-error in tabkit/split.py: invalid syntax (line 5)');
      assert.deepEqual(r.missingEvidence, []);
      // the tamper audit is static (no sandbox) and still runs after an A failure, as in v1
      assert.deepEqual(f.names(), ['computeChangeFacts', 'checkSyntax', 'auditTamper']);
      for (const name of AFTER_A) assert.equal(f.count(name), 0, `${name} must not run after a tier-A failure`);
      assert.deepEqual(f.progress, ['change class', 'Level A: syntax and lint', 'tamper audit']);
      assert.equal(r.record?.evidence_strength, null);
      assert.deepEqual(r.record?.syntax.failure, syntaxError().failure);
      assert.equal(r.record?.semantic_assessment.judgment, 'skipped: deterministic verdict already REJECT');
      assert.equal(r.record?.differential_testing.outcome, 'not_run: an earlier tier decided the verdict');
      assert.equal(r.record?.fuzzing.outcome, 'not_run: an earlier tier decided the verdict');
      assert.equal(r.fixed, false);
      assert.equal(r.unbroken, false);
      assertValid(r);
    });

    it('charges tiers only up to A (and the CPU-free tamper audit)', async () => {
      const { r } = await run();
      assert.deepEqual(r.cost.tiersRun, ['classify', 'A', 'tamper']);
      assert.deepEqual(r.cost.tierCpu, {
        classify: { own: 0.2, shared: 0, wallMs: TICK },
        A: { own: 0.4, shared: 0, wallMs: TICK },
        tamper: { own: 0, shared: 0, wallMs: TICK },
      });
      assert.equal(r.cost.ownCpuSeconds, 0.6);
      assert.equal(r.cost.sharedCpuSeconds, 0);
      assert.equal(r.cost.testExecutions, 0);
      assert.deepEqual(r.llm, { calls: 0, promptTokens: 0, completionTokens: 0, costUsd: 0 });
    });

    it('decidedAt is the A tier', async () => {
      const { r } = await run();
      assert.equal(r.cost.decidedAt, 'A');
    });

    it('a patch that did not apply runs no stage at all: REJECT A, decided at the workspace', async () => {
      const cost = emptyLedger();
      chargeTier(cost, 'workspace', null, 25); // as acceptPatch charges prepareWorkspace
      const { f, r } = await battery({}, request(), workspace({ applyFailure: { kind: 'hunk-failed', message: 'tabkit/split.py: hunk 1 does not apply' }, candidateDir: null }), cost);
      assert.deepEqual(f.calls, []);
      assert.deepEqual(f.progress, []);
      assert.equal(r.verdict, 'REJECT');
      assert.equal(r.failingTier, 'A');
      assert.equal(r.reason, 'patch rejected before apply: hunk-failed: tabkit/split.py: hunk 1 does not apply');
      assert.equal(r.changeClass, null);
      assert.equal(r.requiredLevel, null);
      assert.deepEqual(r.cost.tiersRun, ['workspace']);
      assert.equal(r.cost.decidedAt, 'workspace');
      assertValid(r);
    });
  });

  describe('2. a correct normal_bug_fix', () => {
    it('runs every stage in order, calls the veto once, and ACCEPTs at the required Level C', async () => {
      const { f, r } = await battery();
      assert.deepEqual(f.progress, ALL_PROGRESS);
      assert.deepEqual(f.names(), [
        'computeChangeFacts',
        'checkSyntax',
        'auditTamper',
        'runTests',
        'runTests',
        'scanOverfitTells',
        'measureImpact',
        'resolveBudget',
        'differentialExecute',
        'runPropertyAndFuzz',
        'applySemanticVeto',
      ]);
      assert.equal(r.verdict, 'ACCEPT', r.reason);
      assert.equal(r.failingTier, null);
      assert.equal(r.reason, 'fixed? and unbroken? hold at Level C (needs C)');
      assert.deepEqual(r.missingEvidence, []);
      assert.equal(r.changeClass, 'normal_bug_fix');
      assert.deepEqual(r.changeClassReasons, ['code change with a reproducer; no higher-risk surface touched']);
      assert.equal(r.requiredLevel, 'C');
      assert.equal(r.record?.evidence_strength, 'C');
      assert.equal(r.fixed, true);
      assert.equal(r.unbroken, true);
      assert.deepEqual(r.guards, P2P);
      assert.deepEqual(r.nonGuards, []);
      assert.deepEqual(r.record?.bug_reproduction, { reproducer: F2P[0], baseline_result: '1 failed', candidate_result: '1 passed', bug_discriminating: true, fixed: true });
      assert.deepEqual(r.record?.regressions, { guard_set: 2, passed: 2, failed: 0, unbroken: true });
      assert.deepEqual(r.record?.impact_tests, { selected: 1, passed: 1, failed: 0, coverage_reached: 1 });
      assert.deepEqual(r.record?.differential_testing, { probes: 40, divergences: 0, outcome: 'no-divergence' });
      assert.deepEqual(r.record?.fuzzing, { ran: true, iterations: 200, counterexamples: 0, outcome: 'none-found' });
      assert.deepEqual(r.counterexamples, []);
      assert.deepEqual(r.footprint, FOOTPRINT);
      assert.equal(r.tamperAuditInstalled, true);
      assert.equal(r.snapshotId, SNAPSHOT);
      assert.equal(r.workflowId, META.workflowId);
      assertValid(r);
    });

    it('shouldRunVeto does not look at the model: the activity is called once and answers "not run" (no model)', async () => {
      const { f, r } = await battery();
      assert.equal(f.count('applySemanticVeto'), 1);
      const v = f.input('applySemanticVeto');
      assert.equal(v.evidence.verdict_so_far, 'ACCEPT');
      assert.equal(v.evidence.required_level, 'C');
      assert.equal(v.evidence.ladder_level, 'C');
      assert.deepEqual(v.changedEntities, [{ file: 'tabkit/split.py', entity: 'split_row' }]);
      assert.equal(v.patch, PATCH);
      assert.equal(r.record?.semantic_assessment.judgment, 'not run: no model configured');
      assert.equal(r.record?.semantic_assessment.demoted, false);
      assert.deepEqual(r.llm, { calls: 0, promptTokens: 0, completionTokens: 0, costUsd: 0 });
      assert.deepEqual(r.semanticAdmission, {
        judgment: null,
        independence: 'unknown',
        admitted: false,
        lifted: false,
        levelWithout: 'C',
        levelWith: 'C',
        verdictWithout: 'ACCEPT',
        verdictWith: 'ACCEPT',
        note: null,
      });
    });

    it('hands each stage what the earlier ones established', async () => {
      const { f } = await battery();
      const [base, cand] = [f.input('runTests', 0), f.input('runTests', 1)];
      assert.equal(base.tree, 'baseline');
      assert.deepEqual(base.restoreProtected, []);
      assert.equal(cand.tree, 'candidate');
      assert.deepEqual(cand.restoreProtected, PROTECTED); // the tamper audit's list
      assert.deepEqual(base.ids, [...F2P, ...P2P]);
      assert.deepEqual(f.input('measureImpact').restoreProtected, PROTECTED);
      assert.deepEqual(f.input('resolveBudget'), { changeClass: 'normal_bug_fix' });
      const d = f.input('differentialExecute');
      assert.equal(d.probes, BUDGET.probes);
      assert.deepEqual(d.targets, [{ file: 'tabkit/split.py', entity: 'split_row' }]);
      const z = f.input('runPropertyAndFuzz');
      assert.equal(z.iterations, BUDGET.fuzz_iterations);
      assert.equal(z.seconds, BUDGET.fuzz_seconds);
      assert.equal(z.seed, seedOf(PATCH_ID));
      assert.deepEqual(z.tells, []);
    });

    it('decidedAt is the last tier run when nothing REJECTs', async () => {
      const { r } = await battery();
      assert.equal(r.cost.decidedAt, 'veto');
    });

    it('an admitted root-cause-addressed from an independent model lifts the clean run to Level E', async () => {
      const { f, r } = await battery({ applySemanticVeto: () => Promise.resolve(vetoJudged('root-cause-addressed', 0.9)) });
      assert.equal(f.count('applySemanticVeto'), 1);
      assert.equal(r.verdict, 'ACCEPT');
      assert.equal(r.record?.evidence_strength, 'E');
      assert.equal(r.reason, 'fixed? and unbroken? hold at Level E (needs C)');
      assert.equal(r.record?.semantic_assessment.judgment, 'root-cause-addressed');
      assert.equal(r.semanticAdmission?.admitted, true);
      assert.equal(r.semanticAdmission?.lifted, true);
      assert.equal(r.semanticAdmission?.levelWithout, 'C');
      assert.equal(r.semanticAdmission?.levelWith, 'E');
      assert.deepEqual(r.llm, { calls: 1, promptTokens: 5400, completionTokens: 18, costUsd: 0.0031 });
      assertValid(r);
    });

    it('an uncorroborated overfit judgment demotes ACCEPT to INCONCLUSIVE, never further', async () => {
      const { r } = await battery({ applySemanticVeto: () => Promise.resolve(vetoJudged('overfit', 0.8)) });
      assert.equal(r.verdict, 'INCONCLUSIVE');
      assert.equal(r.failingTier, null);
      assert.equal(r.reason, 'semantic veto: overfit (confidence 0.8)');
      assert.deepEqual(r.record?.semantic_assessment, { judgment: 'overfit', confidence: 0.8, demoted: true, from_verdict: 'ACCEPT', to_verdict: 'INCONCLUSIVE' });
      assertValid(r);
    });
  });

  describe('3. a guard broken on the candidate', () => {
    const broken: Record<string, TestOutcome> = { ...CANDIDATE, [P2P[1]!]: 'failed' };
    const run = () => battery({ runTests: (i) => Promise.resolve(testRun(i.tree, i.ids, i.tree === 'baseline' ? BASELINE : broken)) });

    it("REJECTs 'unbroken?' and stops: no tell scan, impact, Level E stage or veto after the REJECT", async () => {
      const { f, r } = await run();
      assert.equal(r.verdict, 'REJECT');
      assert.equal(r.failingTier, 'unbroken?');
      assert.equal(r.reason, `guard set broken: ${P2P[1]} failed`);
      assert.equal(r.fixed, true);
      assert.equal(r.unbroken, false);
      assert.deepEqual(f.names(), ['computeChangeFacts', 'checkSyntax', 'auditTamper', 'runTests', 'runTests']);
      for (const name of ['scanOverfitTells', 'measureImpact', ...LEVEL_E, 'applySemanticVeto'] as const) assert.equal(f.count(name), 0, name);
      assert.deepEqual(f.progress, ALL_PROGRESS.slice(0, 4));
      assert.deepEqual(r.cost.tiersRun, ['classify', 'A', 'tamper', 'B/C']);
      assert.deepEqual(r.record?.regressions, { guard_set: 2, passed: 1, failed: 1, unbroken: false });
      assert.equal(r.record?.evidence_strength, 'B');
      assert.equal(r.record?.semantic_assessment.judgment, 'skipped: deterministic verdict already REJECT');
      assertValid(r);
    });

    it('decidedAt is B/C', async () => {
      const { r } = await run();
      assert.equal(r.cost.decidedAt, 'B/C');
    });

    it("an impacted test that fails REJECTs 'unbroken?' at the impact tier: no Level E stage runs", async () => {
      const { f, r } = await battery({ measureImpact: () => Promise.resolve(impact({ passed: 0, failed: 1, failedIds: [IMPACTED] })) });
      assert.equal(r.verdict, 'REJECT');
      assert.equal(r.failingTier, 'unbroken?');
      assert.equal(r.reason, `guard set broken: ${IMPACTED} (impacted test) failed`);
      for (const name of [...LEVEL_E, 'applySemanticVeto'] as const) assert.equal(f.count(name), 0, name);
      assert.deepEqual(f.progress, ALL_PROGRESS.slice(0, 6));
      assert.deepEqual(r.cost.tiersRun, ['classify', 'A', 'tamper', 'B/C', 'tells', 'impact']);
      assertValid(r);
    });

    it('a tamper detection REJECTs typed tamper before any test runs', async () => {
      const { f, r } = await battery({
        auditTamper: () => Promise.resolve({ ...tamperClean(), detections: [{ file: 'tests/test_split.py', kind: 'modified-test', detail: 'assertion removed' }] }),
      });
      assert.equal(r.verdict, 'REJECT');
      assert.equal(r.failingTier, 'tamper');
      assert.equal(r.reason, 'tamper detected: tests/test_split.py: modified-test (assertion removed)');
      assert.deepEqual(f.names(), ['computeChangeFacts', 'checkSyntax', 'auditTamper']);
      assert.deepEqual(r.tamperDetections, [{ file: 'tests/test_split.py', kind: 'modified-test', detail: 'assertion removed' }]);
      assertValid(r);
    });
  });

  describe('4. a differential counterexample', () => {
    const CE = [`split_row('x,,y'): pre ['x', '', 'y'], candidate ['x', 'y']`, `split_row(',') : pre ['', ''], candidate []`];
    const run = () => battery({ differentialExecute: () => Promise.resolve(differential({ divergences: 2, outcome: 'diverged', counterexamples: CE })) });

    it('REJECTs typed E, and the fuzz attack and the veto are not run afterwards', async () => {
      const { f, r } = await run();
      assert.equal(r.verdict, 'REJECT');
      assert.equal(r.failingTier, 'E');
      assert.equal(r.reason, `differential execution: 2 divergence(s) from the pre-edit repository that the fix does not explain: ${CE.join(' | ')}`);
      assert.equal(f.count('differentialExecute'), 1);
      assert.equal(f.count('runPropertyAndFuzz'), 0);
      assert.equal(f.count('applySemanticVeto'), 0);
      assert.deepEqual(f.progress, ALL_PROGRESS.slice(0, 8));
      assert.deepEqual(r.counterexamples, CE);
      assert.deepEqual(r.record?.differential_testing, { probes: 40, divergences: 2, outcome: 'diverged' });
      assert.deepEqual(r.record?.fuzzing, { ran: false, iterations: 0, counterexamples: 0, outcome: 'not_run: an earlier tier decided the verdict' });
      // Level C held: the guard set's record stays consistent with a REJECT typed E
      assert.equal(r.record?.regressions.unbroken, true);
      assert.equal(r.record?.evidence_strength, 'C');
      assert.deepEqual(r.cost.tiersRun, ALL_TIERS.slice(0, 8));
      assert.equal(r.cost.tierCpu.fuzz, undefined);
      assertValid(r);
    });

    it('decidedAt is the differential tier', async () => {
      const { r } = await run();
      assert.equal(r.cost.decidedAt, 'differential');
    });

    it('a fuzz counterexample REJECTs typed E too, with its details as counterexamples', async () => {
      const details = [`split_row('"a,b'): IndexError (pre: ['"a', 'b'])`, 'second finding (not a counterexample)'];
      const { f, r } = await battery({ runPropertyAndFuzz: () => Promise.resolve(fuzz({ counterexamples: 1, outcome: 'counterexample-found', details })) });
      assert.equal(r.verdict, 'REJECT');
      assert.equal(r.failingTier, 'E');
      assert.equal(r.reason, `fuzz/property attack found a counterexample: ${details.join(' | ')}`);
      assert.deepEqual(r.counterexamples, details.slice(0, 1));
      assert.equal(f.count('applySemanticVeto'), 0);
      assertValid(r);
    });
  });

  describe('5. CPU accounting', () => {
    const withModel = { applySemanticVeto: () => Promise.resolve(vetoJudged('root-cause-addressed', 0.9)) };
    const BASELINE_KEY = `baseline-tests:${SNAPSHOT}:${JSON.stringify([null, [...F2P, ...P2P]])}`;

    it('charges own and shared CPU per tier; a shared key charged by two stages counts once', async () => {
      const { r } = await battery(withModel);
      assert.deepEqual(r.cost.tiersRun, ALL_TIERS);
      const w = { wallMs: TICK };
      assert.deepEqual(r.cost.tierCpu, {
        classify: { own: 0.2, shared: 0, ...w },
        A: { own: 0.3, shared: 0, ...w },
        tamper: { own: 0, shared: 0, ...w },
        'B/C': { own: 1.5, shared: 1.25, ...w }, // candidate run own, baseline run shared
        tells: { own: 0, shared: 0, ...w },
        impact: { own: 2, shared: 4, ...w },
        budget: { own: 0, shared: 0, ...w },
        differential: { own: 0.5, shared: 3, ...w },
        fuzz: { own: 6, shared: 0, ...w }, // the pre-edit traces were charged by the differential
        veto: { own: 0.1, shared: 0, ...w },
      });
      assert.deepEqual(r.cost.shared, [
        { key: BASELINE_KEY, cpuSeconds: 1.25, tier: 'B/C' },
        { key: COVERAGE_KEY, cpuSeconds: 4, tier: 'impact' },
        { key: TRACE_KEY, cpuSeconds: 3, tier: 'differential' },
      ]);
      assert.equal(r.cost.ownCpuSeconds, 10.6);
      assert.equal(r.cost.sharedCpuSeconds, 8.25); // not 11.25: the trace key once
      assert.equal(r.cost.sandboxCpuSeconds, 18.85);
      assert.equal(r.cost.testExecutions, 6);
      assert.equal(r.cost.activityWallMs, TICK * ALL_TIERS.length);
      assert.deepEqual(r.cost.tierWallMs, Object.fromEntries(ALL_TIERS.map((t) => [t, TICK])));
      assertValid(r);
    });

    it('a cached baseline counts the same test executions and is charged as the same shared evidence (order does not matter)', async () => {
      const { r } = await battery({
        ...withModel,
        runTests: (i) => Promise.resolve(testRun(i.tree, i.ids, i.tree === 'baseline' ? BASELINE : CANDIDATE, { cached: i.tree === 'baseline' })),
      });
      assert.equal(r.cost.testExecutions, 6, 'as when this candidate computed the baseline itself');
      assert.deepEqual(r.cost.tierCpu['B/C'], { own: 1.5, shared: 1.25, wallMs: TICK });
      assert.equal(r.cost.sharedCpuSeconds, 8.25);
    });

    it("the candidate's own trace, keyed, read by differential execution and again by the fuzz attack, is paid once, by the tier that ran it", async () => {
      const CAND_TRACE = 'trace:candidate-f2p';
      const { r } = await battery({
        ...withModel,
        differentialExecute: () => Promise.resolve(differential({ cpu: { own: 0.5, shared: [{ key: TRACE_KEY, cpuSeconds: 3 }], keyed: [{ key: CAND_TRACE, cpuSeconds: 0.75 }] } })),
        runPropertyAndFuzz: () => Promise.resolve(fuzz({ cpu: { own: 6, shared: [{ key: TRACE_KEY, cpuSeconds: 3 }], keyed: [{ key: CAND_TRACE, cpuSeconds: 0.75 }] } })),
      });
      assert.deepEqual(r.cost.tierCpu.differential, { own: 1.25, shared: 3, wallMs: TICK });
      assert.deepEqual(r.cost.tierCpu.fuzz, { own: 6, shared: 0, wallMs: TICK });
      assert.equal(r.cost.ownCpuSeconds, 11.35, 'not 12.1: the candidate trace once');
      assert.equal(r.cost.sharedCpuSeconds, 8.25);
      assertValid(r);
    });

    it('a fuzz result without a CpuCharge falls back to its cpuSeconds, all own', async () => {
      const { r } = await battery({ ...withModel, runPropertyAndFuzz: () => Promise.resolve(fuzz({ cpu: undefined, cpuSeconds: 7.5 })) });
      assert.deepEqual(r.cost.tierCpu.fuzz, { own: 7.5, shared: 0, wallMs: TICK });
      assert.equal(r.cost.ownCpuSeconds, 12.1);
    });

    it('a shared key a stage charges first belongs to that stage, whichever stage uses it again', async () => {
      // the fuzz attack computes a key the differential did not use: it is the fuzz tier's
      const { r } = await battery({ ...withModel, differentialExecute: () => Promise.resolve(differential({ cpu: { own: 0.5, shared: [] } })) });
      assert.deepEqual(r.cost.tierCpu.differential, { own: 0.5, shared: 0, wallMs: TICK });
      assert.deepEqual(r.cost.tierCpu.fuzz, { own: 6, shared: 3, wallMs: TICK });
      assert.equal(r.cost.shared.find((x) => x.key === TRACE_KEY)?.tier, 'fuzz');
      assert.equal(r.cost.sharedCpuSeconds, 8.25);
    });
  });

  describe('6. a veto activity that throws', () => {
    const failure = Object.assign(new Error('Activity task failed'), { cause: { message: 'activity StartToClose timeout' } });

    it('is recorded as a violation, leaves the verdict as it was, and is never called twice', async () => {
      const plain = await battery();
      const { f, r } = await battery({ applySemanticVeto: () => Promise.reject(failure) });
      assert.equal(f.count('applySemanticVeto'), 1);
      assert.equal(r.verdict, 'ACCEPT');
      assert.equal(r.verdict, plain.r.verdict);
      assert.equal(r.reason, plain.r.reason);
      assert.deepEqual(r.missingEvidence, plain.r.missingEvidence);
      assert.equal(r.record?.evidence_strength, 'C');
      assert.deepEqual(r.record?.semantic_assessment, {
        judgment: 'violation: activity failed: activity StartToClose timeout',
        confidence: null,
        demoted: false,
        from_verdict: null,
        to_verdict: null,
      });
      assert.equal(r.semanticAdmission?.judgment, null);
      assert.equal(r.semanticAdmission?.admitted, false);
      assert.deepEqual(r.llm, { calls: 0, promptTokens: 0, completionTokens: 0, costUsd: 0 });
      assert.equal(r.cost.tiersRun.at(-1), 'veto');
      assert.deepEqual(r.cost.tierCpu.veto, { own: 0, shared: 0, wallMs: TICK });
      assertValid(r);
    });

    it('without a cause, the error message is the violation; an INCONCLUSIVE stays INCONCLUSIVE', async () => {
      const { f, r } = await battery(
        { applySemanticVeto: () => Promise.reject(new Error('worker crashed')) },
        request({ failToPass: [], changeClassHint: 'normal_bug_fix' }),
      );
      assert.equal(f.count('applySemanticVeto'), 1);
      assert.equal(r.verdict, 'INCONCLUSIVE');
      assert.equal(r.record?.semantic_assessment.judgment, 'violation: activity failed: worker crashed');
    });
  });

  describe('7. no FAIL_TO_PASS on a normal_bug_fix', () => {
    const noFootprint = { differentialExecute: () => Promise.resolve(differential({ footprint: { count: 0, kinds: {}, examples: [] } })) };

    it('is INCONCLUSIVE, naming the missing reproducer', async () => {
      const { f, r } = await battery(noFootprint, request({ failToPass: [], changeClassHint: 'normal_bug_fix' }));
      assert.equal(r.verdict, 'INCONCLUSIVE');
      assert.equal(r.failingTier, null);
      assert.equal(r.changeClass, 'normal_bug_fix');
      assert.ok(r.changeClassReasons.includes("raised to normal_bug_fix by the caller's hint"), r.changeClassReasons.join('; '));
      assert.equal(r.requiredLevel, 'C');
      assert.deepEqual(r.missingEvidence, [
        'fixed?: the FAIL_TO_PASS flip is not established under harness execution',
        'evidence: the change needs Level C, reached A',
        'no FAIL_TO_PASS reproducer was given for a normal_bug_fix change: fixed? cannot be established (only a documentation change or a refactor proven behaviour-preserving needs none)',
      ]);
      assert.equal(r.reason, r.missingEvidence[0]);
      assert.ok(r.missingEvidence.some((m) => m.includes('reproducer')));
      assert.equal(r.fixed, false);
      assert.equal(r.unbroken, true);
      assert.deepEqual(r.record?.bug_reproduction, { reproducer: 'none given', baseline_result: 'no tests', candidate_result: 'no tests', bug_discriminating: false, fixed: false });
      assert.deepEqual(r.record?.unresolved_risks, r.missingEvidence);
      assert.deepEqual(f.input('runTests').ids, P2P);
      // INCONCLUSIVE is not REJECT: the attacks and the veto still run
      assert.deepEqual(f.progress, ALL_PROGRESS);
      assert.equal(f.count('applySemanticVeto'), 1);
      assertValid(r);
    });

    it('a behaviour change without a reproducer is named as such', async () => {
      const { r } = await battery({}, request({ failToPass: [], changeClassHint: 'normal_bug_fix' }));
      assert.equal(r.verdict, 'INCONCLUSIVE');
      assert.ok(r.missingEvidence.includes('no FAIL_TO_PASS reproducer was given and the change alters behaviour: fixed? cannot be established'), r.missingEvidence.join('\n'));
    });

    it('without the hint the same change is a local_refactor, accepted only because differential execution proves it preserving', async () => {
      const { r } = await battery(noFootprint, request({ failToPass: [] }));
      assert.equal(r.changeClass, 'local_refactor');
      assert.equal(r.verdict, 'ACCEPT', r.reason);
      assert.equal(r.fixed, true);
      assert.equal(r.record?.evidence_strength, 'C');
    });
  });

  describe('the spec-22 critic', () => {
    const review = (over: Partial<CriticReviewResult> = {}): CriticReviewResult => ({
      version: 1,
      engaged: true,
      decision: {
        engage: true,
        rule: 'radius-or-coverage',
        reasons: ['2 callers outside the change'],
        radius: { entities: 1, callers: 2, dependentModules: 1, small: false },
        coverage: { reached: 1, vacuous: false, guards: 2, full: true },
      },
      lColumn: 'critic',
      packet: { editIds: ['e1'], bytes: 4000, truncated: [] },
      blind: null,
      critic: { status: 'ok', violation: null, received: 1 },
      schema: { received: 1, admitted: 1, rejected: [], downgraded: 0 },
      findings: [],
      verifiedBlocking: 0,
      reject: false,
      reason: 'critic (spec 22): no verified blocking defect (1 blocking: 1 killed, 0 unverifiable; 0 advisory) — the patch proceeds to the spec-18 gate unchanged; silence never promotes',
      decidedBy: 'verification',
      counts: { blocking: 1, verified: 0, refuted: 1, unverifiable: 0, unverified: 0, advisory: 0 },
      llm: { calls: 1, promptTokens: 3000, completionTokens: 400, costUsd: 0.002 },
      ablations: [],
      cost: { sandboxCpuSeconds: 3, verifications: 1, wallMs: 4000 },
      error: null,
      ...over,
    });

    it('runs after the veto with the ruling so far, and a clean review leaves the ACCEPT', async () => {
      const { f, r } = await battery({ criticReview: () => Promise.resolve(review()) }, request({ critic: '22' }));
      assert.deepEqual(f.progress, [...ALL_PROGRESS, 'spec 22: independent critic']);
      assert.equal(f.count('criticReview'), 1);
      const c = f.input('criticReview');
      assert.equal(c.request.verdictSoFar, 'ACCEPT');
      assert.deepEqual(c.request.guards, P2P);
      assert.deepEqual(c.request.restoreProtected, PROTECTED);
      assert.equal(r.verdict, 'ACCEPT');
      assert.deepEqual(r.critic, { engaged: true, blocking: 1, verified: 0, refuted: 1, unverifiable: 0, unverified: 0, advisory: 0, reason: review().reason });
      assert.deepEqual(r.llm, { calls: 1, promptTokens: 3000, completionTokens: 400, costUsd: 0.002 });
      assert.equal(r.cost.tiersRun.at(-1), 'critic');
      assertValid(r);
    });

    it("a verified blocking defect REJECTs typed 'critic'", async () => {
      const { r } = await battery({ criticReview: () => Promise.resolve(review({ reject: true, verifiedBlocking: 1, reason: 'critic (spec 22): 1 verified blocking defect(s)' })) }, request({ critic: '22' }));
      assert.equal(r.verdict, 'REJECT');
      assert.equal(r.failingTier, 'critic');
      assert.equal(r.reason, 'critic (spec 22): 1 verified blocking defect(s)');
    });

    it('a failed critic child is recorded and turns ACCEPT into INCONCLUSIVE', async () => {
      const err = Object.assign(new Error('Child Workflow execution failed'), { cause: { message: 'critic worker lost' } });
      const { f, r } = await battery({ criticReview: () => Promise.reject(err) }, request({ critic: '22' }));
      assert.equal(f.count('criticReview'), 1);
      assert.equal(r.verdict, 'INCONCLUSIVE');
      assert.deepEqual(r.childFailures, ['criticReview child failed: critic worker lost']);
      assert.equal(r.reason, 'the requested spec-22 critic failed (critic worker lost): its review is missing evidence');
      assert.equal(r.critic?.engaged, false);
      assertValid(r);
    });

    it('is never spent on a REJECT', async () => {
      const { f } = await battery(
        { criticReview: () => Promise.resolve(review()), differentialExecute: () => Promise.resolve(differential({ divergences: 1, outcome: 'diverged', counterexamples: ['x'] })) },
        request({ critic: '22' }),
      );
      assert.equal(f.count('criticReview'), 0);
    });

    it('its verification CPU is charged to the critic tier', async () => {
      const { r } = await battery({ criticReview: () => Promise.resolve(review()) }, request({ critic: '22' }));
      assert.equal(r.cost.tierCpu.critic?.own, 3);
    });
  });

  describe('landEdits', () => {
    const edits = (allowPartial = false) =>
      request({ patch: '', edits: { intents: [{ id: 'i1', kind: 'replace' }, { id: 'i2', kind: 'replace' }], mode: 'edit10', ablations: [], allowPartial } });
    const landed = (over: Partial<ApplyEditsResult> = {}): ApplyEditsResult => ({
      mode: 'edit10',
      ablations: [],
      snapshotId: SNAPSHOT,
      workspaceId: 'edit-1',
      workspaceDir: '/work/.patchgate/work/edits/edit-1',
      baseCommit: 'a'.repeat(40),
      headCommit: 'b'.repeat(40),
      diff: PATCH,
      changedFiles: ['tabkit/split.py'],
      applied: ['i1', 'i2'],
      rejected: [],
      log: [],
      llm: { calls: 0, promptTokens: 0, completionTokens: 0, costUsd: 0 },
      ...over,
    });
    const partial = () => landed({ applied: ['i1'], rejected: [{ intentId: 'i2', stage: 'apply', code: 'span-out-of-range', reason: 'line 90 past end of file' }] });

    it('without edits passes the patch through and calls nothing', async () => {
      const f = fake();
      const out = await landEdits(request(), f.runner, []);
      assert.deepEqual(out, { patch: PATCH, failure: null });
      assert.deepEqual(f.calls, []);
      assert.deepEqual(f.progress, []);
    });

    it('a full landing is the patch', async () => {
      const f = fake({ applyEdits: () => Promise.resolve(landed()) });
      const out = await landEdits(edits(), f.runner, []);
      assert.deepEqual(out, { patch: PATCH, failure: null });
      assert.deepEqual(f.progress, ['editing: applyEdits child workflow']);
    });

    it('a partial landing is a failure naming each rejected intent, unless allowPartial', async () => {
      const f = fake({ applyEdits: () => Promise.resolve(partial()) });
      const out = await landEdits(edits(), f.runner, []);
      assert.equal(out.patch, PATCH);
      assert.equal(out.failure, 'only 1 of 2 edit intents landed; rejected: i2 apply/span-out-of-range: line 90 past end of file (set edits.allowPartial to judge the landed subset)');
      const ok = await landEdits(edits(true), fake({ applyEdits: () => Promise.resolve(partial()) }).runner, []);
      assert.deepEqual(ok, { patch: PATCH, failure: null });
    });

    it('a failed child is recorded evidence and a failure, not a thrown error', async () => {
      const childFailures: string[] = [];
      const err = Object.assign(new Error('Child Workflow execution failed'), { cause: { message: 'intent i1 is not a valid edit intent' } });
      const out = await landEdits(edits(), fake({ applyEdits: () => Promise.reject(err) }).runner, childFailures);
      assert.deepEqual(out, { patch: '', failure: 'applyEdits failed: intent i1 is not a valid edit intent' });
      assert.deepEqual(childFailures, ['applyEdits child failed: intent i1 is not a valid edit intent']);
    });
  });

  describe('runGreenCommit', () => {
    const green = (ws: Workspace, over: Partial<Port> = {}) => {
      const f = fake(over);
      const cost = emptyLedger();
      return runGreenCommit(request({ mode: 'greencommit' }), ws, f.runner, cost, { workflowId: 'gc-1', startedAt: META.startedAt, now: () => META.finishedAt }).then((r) => ({ f, r }));
    };

    it('runs the visible tests once on the candidate: green is ACCEPT', async () => {
      const { f, r } = await green(workspace());
      assert.deepEqual(f.names(), ['runTests']);
      const i = f.input('runTests');
      assert.equal(i.tree, 'candidate');
      assert.deepEqual(i.ids, [...F2P, ...P2P]);
      assert.equal(r.verdict, 'ACCEPT');
      assert.equal(r.failingTier, null);
      assert.equal(r.reason, 'suite exit code 0');
      assert.deepEqual(r.cost.tiersRun, ['suite']);
      assert.deepEqual(r.cost.tierCpu, { suite: { own: 1.5, shared: 0, wallMs: TICK } });
      assert.equal(r.cost.testExecutions, 3);
      assert.equal(r.cost.decidedAt, 'suite');
      assertValid(r);
    });

    it('a red suite is REJECT typed greencommit; a patch that did not apply runs nothing', async () => {
      const red = await green(workspace(), { runTests: (i) => Promise.resolve(testRun(i.tree, i.ids, { ...CANDIDATE, [P2P[0]!]: 'failed' })) });
      assert.equal(red.r.verdict, 'REJECT');
      assert.equal(red.r.failingTier, 'greencommit');
      assert.equal(red.r.reason, 'suite exit code 1');
      const none = await green(workspace({ applyFailure: { kind: 'hunk-failed', message: 'nope' }, candidateDir: null }));
      assert.deepEqual(none.f.calls, []);
      assert.equal(none.r.verdict, 'REJECT');
      assert.equal(none.r.reason, 'patch does not apply: hunk-failed: nope');
      assertValid(none.r);
    });
  });
});
