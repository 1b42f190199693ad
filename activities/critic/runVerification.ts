// runReviewVerification (spec 22 §3.6 / §9.3, phase 6): execute ONE finding's routed
// falsification procedure in the sandbox and let the OUTCOME decide (domain/critic/acceptance.ts):
//  test            the test on a fresh copy of the candidate and on the reference: the pre-edit
//                  tree with the candidate's FAIL_TO_PASS contract replayed
//                  (patchgate_tools.critic_contract records what the changed functions return
//                  for FAIL_TO_PASS on the candidate and replays exactly those calls on the
//                  pre-edit tree), run together with FAIL_TO_PASS, which must pass there — so a
//                  test that pins the old, buggy behaviour is killed (issue 13.8);
//  trace_replay    the same, N times per tree;
//  counterfactual  the test, and FAIL_TO_PASS, on the candidate with one atomic edit reverted
//                  (`git apply -R` of that hunk alone) or with the critic's repair applied;
//  static_analysis patchgate_tools.critic_static on both trees; a new diagnostic counts only at
//                  the finding's own atomic edit and when the claim names it.
// A self-contained test module is written next to the task's tests in each copy. The finding's
// confidence and prose are carried for the record only: nothing here reads them, so a 0.99 and a
// 0.51 finding are treated identically. Candidate code only ever runs in the sandbox. Idempotent:
// every run uses throwaway copies; the same procedure gives the same outcome (modulo real races,
// which is what trace replay measures).
import { createHash } from 'node:crypto';
import { chownSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { execa } from 'execa';
import { z } from 'zod';
import { Workspace } from '../../domain/schemas.js';
import { ReviewFinding, Route, WHOLE_PATCH } from '../../domain/critic/schemas.js';
import type { VerificationOutcome } from '../../domain/critic/schemas.js';
import { STATIC_CHECKS, REPLAY_MAX_RUNS } from '../../domain/critic/falsification.js';
import type { TestRef } from '../../domain/critic/falsification.js';
import type { RoutedProcedure } from '../../domain/critic/route.js';
import { judgeExecution, judgeStatic, treeVerdict } from '../../domain/critic/acceptance.js';
import type { ContractCheck, LocatedDiagnostic, TreeRunEvidence, TreeVerdict, VerificationEvidence } from '../../domain/critic/acceptance.js';
import { prepareRunDir, removeRunDir, validatePatch } from '../../infra/workspace.js';
import { sandboxEnvFor } from '../../infra/taskEnv.js';
import { runPytest } from '../../infra/pytestRunner.js';
import { SANDBOX_UID } from '../../infra/sandbox.js';
import { parseOrBadRequest, toolFailure } from '../../domain/errors.js';
import { timeoutPolicy } from '../../infra/config.js';
import { testLimits } from '../../domain/testTimeouts.js';
import type { ActivityDeps } from '../deps.js';
import { withHeartbeat } from '../heartbeat.js';
import { runPythonTool } from '../../infra/pythonTool.js';
import { decomposeEdits, singleEditPatch } from './atomicEdits.js';
import { GIT_ENV } from '../../infra/git.js';

const TestRefSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('id'), testId: z.string().min(1) }).strict(),
  z.object({ kind: z.literal('source'), source: z.string().min(1) }).strict(),
]);
export const RoutedProcedureSchema = z.discriminatedUnion('route', [
  z.object({ route: z.literal('test'), test: TestRefSchema }).strict(),
  z.object({ route: z.literal('static_analysis'), check: z.enum(STATIC_CHECKS), paths: z.array(z.string()) }).strict(),
  z.object({ route: z.literal('trace_replay'), runs: z.number().int().min(1).max(REPLAY_MAX_RUNS), test: TestRefSchema }).strict(),
  z
    .object({
      route: z.literal('counterfactual'),
      counterfactual: z.discriminatedUnion('kind', [
        z.object({ kind: z.literal('revert_edit'), editId: z.string() }).strict(),
        z.object({ kind: z.literal('apply_repair'), repair: z.string() }).strict(),
      ]),
      test: TestRefSchema,
    })
    .strict(),
]);

export const RunVerificationInput = z.object({
  workspace: Workspace,
  /** The candidate patch; needed only to revert an edit or to find the changed files (static). */
  patch: z.string(),
  findingId: z.string().regex(/^F\d{1,3}$/),
  /** Recorded for the history only; the procedure below is all that runs. */
  finding: ReviewFinding,
  procedure: RoutedProcedureSchema,
  testCommand: z.array(z.string().min(1)).min(1).max(20).optional(),
  /** The task's test ids: a test module is written into the folder of the first of them. */
  testIds: z.array(z.string()).default([]),
  restoreProtected: z.array(z.string()).default([]),
  /** FAIL_TO_PASS: the contract a verified finding must agree with (empty: nothing to contradict). */
  failToPass: z.array(z.string()).default([]),
  /** The patch's changed functions (computeReviewImpact): the contract is recorded on them. */
  changedEntities: z.array(z.object({ file: z.string(), entity: z.string() })).default([]),
});
export type RunVerificationInput = z.input<typeof RunVerificationInput>;

/** What the candidate's changed functions returned for FAIL_TO_PASS (critic_contract, record mode). */
interface ContractRecording {
  /** The contract file's JSON, as the replay reads it; null when nothing could be recorded. */
  data: string | null;
  patched: string[];
  entries: number;
  notes: string[];
  f2pOnCandidate: Record<string, string>;
}

const FAILING = new Set(['failed', 'error', 'timeout', 'killed']);
/** One test's (or one module's) verdict from its outcome in a run that also held other tests. */
function verdictOf(outcome: string | undefined): TreeVerdict {
  if (outcome === undefined || outcome === 'missing' || outcome === 'skipped' || outcome === 'xfailed') return 'no-tests';
  return FAILING.has(outcome) ? 'fail' : 'pass';
}

export interface VerificationResult {
  findingId: string;
  route: Route;
  outcome: Extract<VerificationOutcome, 'verified' | 'killed' | 'unverifiable'>;
  why: string;
  evidence: VerificationEvidence;
}

const TAIL = 1500;
/** A recorded contract larger than this is not replayed (results are pickled into it). */
const MAX_CONTRACT_BYTES = 4 * 1024 * 1024;

/** Where a falsification module goes: beside the task's tests (so their conftest applies). */
export function moduleDirFor(tree: string, testIds: readonly string[]): string {
  for (const id of testIds) {
    const dir = path.posix.dirname(id.split('::')[0]!);
    if (dir !== '.' && !dir.split('/').includes('..') && existsSync(path.join(tree, dir)) && statSync(path.join(tree, dir)).isDirectory()) return dir;
  }
  return '.';
}

export function makeRunReviewVerification(deps: ActivityDeps) {
  const workDir = deps.config.workspace.dir;

  /** Apply a diff (forward or reversed) to a run dir with git, never discovering an enclosing repository. */
  async function gitApply(runDir: string, diff: string, mode: 'revert-own-hunk' | 'apply-critic-repair'): Promise<string | null> {
    const file = `${runDir}.critic.diff`;
    writeFileSync(file, diff);
    // Our own hunk is reverted strictly. A model-written repair is applied leniently (hunk line
    // counts recomputed, zero-context hunks allowed): a sloppy header is not a refutation.
    const flags = mode === 'revert-own-hunk' ? ['-R'] : ['--recount', '--unidiff-zero'];
    try {
      const r = await execa('git', ['apply', ...flags, '--whitespace=nowarn', '-p1', file], {
        cwd: runDir,
        reject: false,
        env: { ...GIT_ENV, GIT_CEILING_DIRECTORIES: path.dirname(runDir) },
      });
      return r.exitCode === 0 ? null : r.stderr.split(runDir).join('.').slice(0, 500) || `git apply exited ${r.exitCode}`;
    } finally {
      rmSync(file, { force: true });
    }
  }

  /** Every critic run gets the per-test cap (a hanging falsification costs the cap, not the wall). */
  const timeouts = () => testLimits([], null, timeoutPolicy(deps.config));

  /**
   * Run the test `runs` times in a prepared copy; returns one evidence row per run. With `with`,
   * FAIL_TO_PASS runs in the same session (and a plugin, e.g. the contract replay, is loaded): the
   * row's verdict is the falsification's alone, and FAIL_TO_PASS's outcomes come back beside it.
   */
  async function runTest(
    acc: { cpu: number },
    runDir: string,
    tree: string,
    test: TestRef,
    modulePath: string,
    runs: number,
    cmd: string[] | undefined,
    withF2P?: { failToPass: string[]; plugin?: string; env?: Record<string, string> },
    /** The task interpreter's environment (infra/taskEnv.ts sandboxEnvFor). */
    taskEnv: Record<string, string> = {},
  ): Promise<{ rows: TreeRunEvidence[]; f2p: Record<string, string>[] }> {
    if (test.kind === 'source') {
      const abs = path.join(runDir, modulePath);
      mkdirSync(path.dirname(abs), { recursive: true });
      writeFileSync(abs, test.source);
      if (process.getuid?.() === 0) chownSync(abs, SANDBOX_UID, SANDBOX_UID);
    }
    const own = test.kind === 'id' ? test.testId : modulePath;
    const rows: TreeRunEvidence[] = [];
    const f2p: Record<string, string>[] = [];
    for (let i = 0; i < runs; i++) {
      const others = withF2P ? withF2P.failToPass.filter((id) => id !== own) : [];
      const r = await withHeartbeat(
        runPytest({
          sandbox: deps.sandbox,
          runDir,
          ids: withF2P ? [own, ...others] : test.kind === 'id' ? [test.testId] : [],
          extraArgs: [
            '--tb=short',
            ...(withF2P ? ['--continue-on-collection-errors', ...(withF2P.plugin ? ['-p', withF2P.plugin] : [])] : test.kind === 'source' ? [modulePath] : []),
          ],
          testCommand: cmd,
          timeouts: timeouts(),
          env: { ...taskEnv, ...withF2P?.env },
        }),
        () => ({ tree, run: i + 1, of: runs }),
      );
      const verdict: TreeVerdict = withF2P ? (r.timedOut ? 'fail' : verdictOf(r.outcomes[own])) : treeVerdict(r.outcomes, r.exitCode, r.timedOut);
      const keepTail = i === 0 || verdict !== rows[0]?.verdict;
      const ownOutcomes = withF2P ? { [own]: r.outcomes[own] ?? 'missing' } : r.outcomes;
      rows.push({
        tree,
        verdict,
        outcomes: ownOutcomes,
        exitCode: r.exitCode,
        timedOut: r.timedOut,
        tail: keepTail ? r.outputTail.split(runDir).join('.').slice(-TAIL) : '',
      });
      f2p.push(Object.fromEntries(others.map((id) => [id, r.outcomes[id] ?? 'missing'])));
      acc.cpu += r.cpuSeconds;
    }
    return { rows, f2p };
  }

  /**
   * What the candidate's changed functions return for FAIL_TO_PASS, recorded on a fresh copy of
   * the candidate. Cached per (candidate, FAIL_TO_PASS, functions, command): every finding of a
   * review shares it, and a retry reuses it.
   */
  async function recordContract(acc: { cpu: number }, ws: Workspace, failToPass: string[], targets: { file: string; entity: string }[], cmd: string[] | undefined, restore: { from: string; files: string[] }): Promise<ContractRecording> {
    const key = createHash('sha256').update(JSON.stringify([ws.candidateDir, ws.snapshotId, failToPass, targets, cmd ?? null, restore.files])).digest('hex').slice(0, 24);
    const cacheFile = path.join(workDir, 'cache', 'critic-contract', `${key}.json`);
    if (existsSync(cacheFile)) return JSON.parse(readFileSync(cacheFile, 'utf8')) as ContractRecording;
    const dir = prepareRunDir(workDir, ws.candidateDir!, restore);
    try {
      const contractFile = path.join(dir, '.patchgate-contract.json');
      const r = await withHeartbeat(
        runPytest({
          sandbox: deps.sandbox,
          runDir: dir,
          ids: failToPass,
          extraArgs: ['-p', 'patchgate_tools.critic_contract'],
          testCommand: cmd,
          timeouts: timeouts(),
          env: { ...sandboxEnvFor(ws), PG_CONTRACT_MODE: 'record', PG_CONTRACT_FILE: contractFile, PG_CONTRACT_TARGETS: JSON.stringify(targets) },
        }),
        () => ({ stage: 'record the FAIL_TO_PASS contract' }),
      );
      acc.cpu += r.cpuSeconds;
      let data: string | null = null;
      let parsed: { entries?: Record<string, unknown>; patched?: string[]; notes?: string[] } = {};
      if (existsSync(contractFile) && statSync(contractFile).size <= MAX_CONTRACT_BYTES) {
        data = readFileSync(contractFile, 'utf8');
        try {
          parsed = JSON.parse(data);
        } catch {
          data = null;
        }
      }
      const rec: ContractRecording = {
        data,
        patched: parsed.patched ?? [],
        entries: Object.keys(parsed.entries ?? {}).length,
        notes: [...(parsed.notes ?? []), ...(data === null && existsSync(contractFile) ? ['the recorded contract is over its size bound'] : [])],
        f2pOnCandidate: r.outcomes,
      };
      mkdirSync(path.dirname(cacheFile), { recursive: true });
      writeFileSync(cacheFile, JSON.stringify(rec));
      return rec;
    } finally {
      removeRunDir(dir);
    }
  }

  /** The pre-edit tree with the contract replayed, run with FAIL_TO_PASS; or why it cannot be. */
  async function replayedReference(
    acc: { cpu: number },
    ws: Workspace,
    input: { failToPass: string[]; changedEntities: { file: string; entity: string }[]; testCommand?: string[] },
    test: TestRef,
    modulePath: string,
    runs: number,
    restore: { from: string; files: string[] },
    dirs: string[],
  ): Promise<{ rows: TreeRunEvidence[] | null; contract: ContractCheck }> {
    const targets = input.changedEntities.filter((e) => e.entity !== '<module>' && e.file.endsWith('.py'));
    if (targets.length === 0) return { rows: null, contract: { kind: 'replayed', honoured: false, why: 'no changed function carries the FAIL_TO_PASS contract' } };
    const rec = await recordContract(acc, ws, input.failToPass, targets, input.testCommand, restore);
    const notPassing = input.failToPass.filter((id) => rec.f2pOnCandidate[id] !== 'passed');
    if (notPassing.length > 0) return { rows: null, contract: { kind: 'replayed', honoured: false, why: `FAIL_TO_PASS does not pass on the candidate: ${notPassing.join(', ')}` } };
    if (!rec.data || rec.patched.length === 0 || rec.entries === 0) {
      const why = rec.patched.length === 0 ? `no changed function could be instrumented${rec.notes.length ? ` (${rec.notes.slice(0, 3).join('; ')})` : ''}` : 'FAIL_TO_PASS made no recordable call of a changed function';
      return { rows: null, contract: { kind: 'replayed', honoured: false, why } };
    }
    const dir = prepareRunDir(workDir, ws.baselineDir);
    dirs.push(dir);
    const contractFile = path.join(dir, '.patchgate-contract.json');
    writeFileSync(contractFile, rec.data);
    if (process.getuid?.() === 0) chownSync(contractFile, SANDBOX_UID, SANDBOX_UID);
    const run = await runTest(acc, dir, 'pre-edit + FAIL_TO_PASS contract', test, modulePath, runs, input.testCommand, {
      failToPass: input.failToPass,
      plugin: 'patchgate_tools.critic_contract',
      env: { PG_CONTRACT_MODE: 'replay', PG_CONTRACT_FILE: contractFile, PG_CONTRACT_TARGETS: JSON.stringify(targets) },
    }, sandboxEnvFor(ws));
    const broken = [...new Set(run.f2p.flatMap((o) => Object.entries(o).filter(([, v]) => v !== 'passed').map(([id, v]) => `${id} ${v}`)))];
    const contract: ContractCheck = { kind: 'replayed', honoured: broken.length === 0, why: broken.length ? `FAIL_TO_PASS on it: ${broken.join(', ')}` : 'FAIL_TO_PASS passes' };
    if (run.rows.some((r) => r.verdict === 'fail')) {
      // Explain the failure: does the test pass on the plain pre-edit tree (it pins the old behaviour)?
      const plainDir = prepareRunDir(workDir, ws.baselineDir);
      dirs.push(plainDir);
      contract.plainPreEdit = (await runTest(acc, plainDir, 'pre-edit', test, modulePath, 1, input.testCommand, undefined, sandboxEnvFor(ws))).rows.map((r) => r.verdict);
    }
    return { rows: run.rows, contract };
  }

  /** Execute one routed falsification; the outcome, never the critic, decides. Idempotent. */
  return async function runReviewVerification(raw: RunVerificationInput): Promise<VerificationResult> {
    const input = parseOrBadRequest(RunVerificationInput, raw, 'runReviewVerification input');
    const ws = input.workspace;
    const proc = input.procedure as RoutedProcedure;
    if (!ws.candidateDir) throw toolFailure('no candidate tree to verify against', true);
    const t0 = Date.now();
    const sums = { cpu: 0 };
    const restore = { from: ws.baselineDir, files: input.restoreProtected };
    const evidence = (reference: string, candidateRuns: TreeRunEvidence[], referenceRuns: TreeRunEvidence[], newDiagnostics: string[] = []): VerificationEvidence => ({
      route: proc.route,
      reference,
      candidateRuns,
      referenceRuns,
      newDiagnostics,
      wallMs: Date.now() - t0,
      cpuSeconds: Math.round(sums.cpu * 1000) / 1000,
    });

    if (proc.route === 'static_analysis') {
      const decomposed = decomposeEdits(input.patch);
      const changedPy = decomposed.files.map((f) => f.newPath ?? f.oldPath).filter((p): p is string => p !== null && p.endsWith('.py'));
      const paths = proc.paths.length ? proc.paths : [...new Set(changedPy)];
      const run = (root: string) =>
        withHeartbeat(
          runPythonTool<{ diagnostics: string[]; located?: LocatedDiagnostic[]; missing: string[] }>(deps.sandbox, 'critic_static', [root, proc.check, ...paths], { cwd: root, wallSeconds: 90, env: sandboxEnvFor(ws) }),
          () => ({ stage: `static ${proc.check}` }),
        );
      const [cand, base] = [await run(ws.candidateDir), await run(ws.baselineDir)];
      // A static finding counts only at its own location (its atomic edit's candidate lines; every
      // edit for whole-patch) and for its claim.
      const own = decomposed.edits.filter((e) => e.newPath && (input.finding.location === WHOLE_PATCH || e.edit_id === input.finding.location));
      const ranges = own.map((e) => ({ file: e.newPath!, start: e.newStart, end: e.newStart + Math.max(e.newLines, 1) - 1 }));
      const j = judgeStatic(cand.diagnostics, base.diagnostics, { located: cand.located ?? [], ranges, claim: input.finding.claim });
      const row = (tree: string, d: { diagnostics: string[] }, verdict: TreeVerdict): TreeRunEvidence => ({
        tree,
        verdict,
        outcomes: {},
        exitCode: 0,
        timedOut: false,
        tail: d.diagnostics.join('\n').slice(-TAIL),
      });
      return {
        findingId: input.findingId,
        route: proc.route,
        outcome: j.outcome,
        why: `static ${proc.check} over ${paths.join(', ') || '(no files)'}: ${j.why}`,
        evidence: evidence('pre-edit tree', [row('candidate', cand, j.outcome === 'verified' ? 'fail' : 'pass')], [row('pre-edit', base, 'pass')], j.newDiagnostics),
      };
    }

    const moduleDir = moduleDirFor(ws.baselineDir, input.testIds);
    const modulePath = path.posix.join(moduleDir, `test_patchgate_falsification_${input.findingId.toLowerCase()}.py`);
    const runs = proc.route === 'trace_replay' ? proc.runs : 1;
    const dirs: string[] = [];
    try {
      const candDir = prepareRunDir(workDir, ws.candidateDir, restore);
      dirs.push(candDir);
      const candidateRuns = (await runTest(sums, candDir, 'candidate', proc.test, modulePath, runs, input.testCommand, undefined, sandboxEnvFor(ws))).rows;

      let referenceName = 'pre-edit tree';
      let referenceRuns: TreeRunEvidence[] | null = null;
      let buildError: string | null = null;
      let contract: ContractCheck | null = null;
      let unbuildable: string | null = null;
      const hasContract = input.failToPass.length > 0;
      if (hasContract && candidateRuns.every((r) => r.verdict !== 'fail')) {
        // The claimed defect does not reproduce on the candidate: no contract is needed to kill it.
        referenceRuns = [];
      } else if (proc.route === 'counterfactual') {
        // git applies the counterfactual on the host: it needs the whole tree there, not an overlay's upper layer.
        const cfDir = prepareRunDir(workDir, ws.candidateDir, restore, 'copy');
        dirs.push(cfDir);
        if (proc.counterfactual.kind === 'revert_edit') {
          const editId = proc.counterfactual.editId;
          referenceName = `candidate with ${editId} reverted`;
          const edit = decomposeEdits(input.patch).edits.find((e) => e.edit_id === editId);
          buildError = edit ? await gitApply(cfDir, singleEditPatch(edit), 'revert-own-hunk') : `no atomic edit ${editId} in the patch`;
        } else {
          referenceName = "candidate with the critic's repair applied";
          const check = validatePatch(proc.counterfactual.repair, cfDir);
          buildError = check.ok ? await gitApply(cfDir, proc.counterfactual.repair, 'apply-critic-repair') : `the repair is not an acceptable patch: ${check.kind}: ${check.message}`;
        }
        if (buildError === null) {
          // The counterfactual must still do what FAIL_TO_PASS demands, or the claim contradicts it.
          const cf = await runTest(sums, cfDir, 'counterfactual', proc.test, modulePath, runs, input.testCommand, hasContract ? { failToPass: input.failToPass } : undefined, sandboxEnvFor(ws));
          referenceRuns = cf.rows;
          if (hasContract) {
            const broken = [...new Set(cf.f2p.flatMap((o) => Object.entries(o).filter(([, v]) => v !== 'passed').map(([id, v]) => `${id} ${v}`)))];
            contract = { kind: 'counterfactual', honoured: broken.length === 0, why: broken.length ? broken.join(', ') : 'FAIL_TO_PASS passes' };
          }
        }
      } else if (hasContract) {
        referenceName = "pre-edit tree with the candidate's FAIL_TO_PASS behaviour";
        const ref = await replayedReference(sums, ws, input, proc.test, modulePath, runs, restore, dirs);
        contract = ref.contract;
        if (ref.rows === null) unbuildable = ref.contract.why;
        else referenceRuns = ref.rows;
      } else {
        const baseDir = prepareRunDir(workDir, ws.baselineDir);
        dirs.push(baseDir);
        referenceRuns = (await runTest(sums, baseDir, 'pre-edit', proc.test, modulePath, runs, input.testCommand, undefined, sandboxEnvFor(ws))).rows;
      }
      const j =
        unbuildable !== null
          ? { outcome: 'unverifiable' as const, why: `the claim cannot be checked against the FAIL_TO_PASS contract: ${unbuildable}` }
          : judgeExecution(
              proc.route,
              candidateRuns.map((r) => r.verdict),
              referenceRuns?.map((r) => r.verdict) ?? null,
              referenceName,
              contract,
            );
      return {
        findingId: input.findingId,
        route: proc.route,
        outcome: j.outcome,
        why: buildError ? `${j.why} (${buildError})` : j.why,
        evidence: evidence(referenceName, candidateRuns, referenceRuns ?? []),
      };
    } finally {
      for (const d of dirs) removeRunDir(d);
    }
  };
}
