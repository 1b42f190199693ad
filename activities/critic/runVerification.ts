// runReviewVerification (spec 22 §3.6 / §9.3, phase 6): execute ONE finding's routed
// falsification procedure in the sandbox and let the OUTCOME decide (domain/critic/acceptance.ts):
//  test            the test on a fresh copy of the candidate and of the pre-edit tree;
//  trace_replay    the same, N times per tree;
//  counterfactual  the test on the candidate and on a copy of it with one atomic edit reverted
//                  (`git apply -R` of that hunk alone) or with the critic's repair applied;
//  static_analysis patchgate_tools.critic_static on both trees.
// A self-contained test module is written next to the task's tests in each copy. The finding's
// confidence and prose are carried for the record only: nothing here reads them, so a 0.99 and a
// 0.51 finding are treated identically. Candidate code only ever runs in the sandbox. Idempotent:
// every run uses throwaway copies; the same procedure gives the same outcome (modulo real races,
// which is what trace replay measures).
import { chownSync, existsSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { execa } from 'execa';
import { z } from 'zod';
import { Workspace } from '../../domain/schemas.js';
import { ReviewFinding, Route } from '../../domain/critic/schemas.js';
import type { VerificationOutcome } from '../../domain/critic/schemas.js';
import { STATIC_CHECKS, REPLAY_MAX_RUNS } from '../../domain/critic/falsification.js';
import type { TestRef } from '../../domain/critic/falsification.js';
import type { RoutedProcedure } from '../../domain/critic/route.js';
import { judgeExecution, judgeStatic, treeVerdict } from '../../domain/critic/acceptance.js';
import type { TreeRunEvidence, TreeVerdict, VerificationEvidence } from '../../domain/critic/acceptance.js';
import { prepareRunDir, removeRunDir, validatePatch } from '../../infra/workspace.js';
import { sandboxEnvFor } from '../../infra/taskEnv.js';
import { runPytest } from '../../infra/pytestRunner.js';
import { SANDBOX_UID } from '../../infra/sandbox.js';
import { parseOrBadRequest, toolFailure } from '../../domain/errors.js';
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
});
export type RunVerificationInput = z.input<typeof RunVerificationInput>;

export interface VerificationResult {
  findingId: string;
  route: Route;
  outcome: Extract<VerificationOutcome, 'verified' | 'killed' | 'unverifiable'>;
  why: string;
  evidence: VerificationEvidence;
}

const TAIL = 1500;

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

  /** Run the test `runs` times in a prepared copy; returns one evidence row per run. */
  async function runTest(acc: { cpu: number }, runDir: string, tree: string, test: TestRef, modulePath: string, runs: number, cmd: string[] | undefined, env: Record<string, string> = {}): Promise<TreeRunEvidence[]> {
    if (test.kind === 'source') {
      const abs = path.join(runDir, modulePath);
      mkdirSync(path.dirname(abs), { recursive: true });
      writeFileSync(abs, test.source);
      if (process.getuid?.() === 0) chownSync(abs, SANDBOX_UID, SANDBOX_UID);
    }
    const out: TreeRunEvidence[] = [];
    for (let i = 0; i < runs; i++) {
      const r = await withHeartbeat(
        runPytest({
          sandbox: deps.sandbox,
          runDir,
          ids: test.kind === 'id' ? [test.testId] : [],
          extraArgs: test.kind === 'source' ? ['--tb=short', modulePath] : ['--tb=short'],
          testCommand: cmd,
          env,
        }),
        () => ({ tree, run: i + 1, of: runs }),
      );
      const verdict: TreeVerdict = treeVerdict(r.outcomes, r.exitCode, r.timedOut);
      const keepTail = i === 0 || verdict !== out[0]?.verdict;
      out.push({
        tree,
        verdict,
        outcomes: r.outcomes,
        exitCode: r.exitCode,
        timedOut: r.timedOut,
        tail: keepTail ? r.outputTail.split(runDir).join('.').slice(-TAIL) : '',
      });
      acc.cpu += r.cpuSeconds;
    }
    return out;
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
      const changedPy = decomposeEdits(input.patch).files.map((f) => f.newPath ?? f.oldPath).filter((p): p is string => p !== null && p.endsWith('.py'));
      const paths = proc.paths.length ? proc.paths : [...new Set(changedPy)];
      const run = (root: string) =>
        withHeartbeat(
          runPythonTool<{ diagnostics: string[]; missing: string[] }>(deps.sandbox, 'critic_static', [root, proc.check, ...paths], { cwd: root, wallSeconds: 90, env: sandboxEnvFor(ws) }),
          () => ({ stage: `static ${proc.check}` }),
        );
      const [cand, base] = [await run(ws.candidateDir), await run(ws.baselineDir)];
      const j = judgeStatic(cand.diagnostics, base.diagnostics);
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
      const candidateRuns = await runTest(sums, candDir, 'candidate', proc.test, modulePath, runs, input.testCommand, sandboxEnvFor(ws));

      let referenceName = 'pre-edit tree';
      let referenceRuns: TreeRunEvidence[] | null = null;
      let buildError: string | null = null;
      if (proc.route === 'counterfactual') {
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
        if (buildError === null) referenceRuns = await runTest(sums, cfDir, 'counterfactual', proc.test, modulePath, runs, input.testCommand, sandboxEnvFor(ws));
      } else {
        const baseDir = prepareRunDir(workDir, ws.baselineDir);
        dirs.push(baseDir);
        referenceRuns = await runTest(sums, baseDir, 'pre-edit', proc.test, modulePath, runs, input.testCommand, sandboxEnvFor(ws));
      }
      const j = judgeExecution(
        proc.route,
        candidateRuns.map((r) => r.verdict),
        referenceRuns?.map((r) => r.verdict) ?? null,
        referenceName,
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
