// judgeCandidate — the oracle, independent of the gate under test. A candidate is genuinely
// correct iff it applies, the task's visible FAIL_TO_PASS/PASS_TO_PASS and the hidden oracle
// obligations pass with the original test files (any test file the candidate touched is put
// back, hidden tests overlaid), every test behaves exactly as on the gold tree (differential
// execution, flaky tests excluded), and, when it touched test files, no test that passes on the
// gold stops passing as shipped. Idempotent: judgments are cached per (task state, candidate).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { OracleJudgment, unjudged } from '../../domain/ab/outcome.js';
import { loadTask } from '../../infra/corpus.js';
import { materializeCandidate } from '../../infra/workspace.js';
import { badRequest } from '../../domain/errors.js';
import type { ActivityDeps } from '../deps.js';
import { withHeartbeat } from '../heartbeat.js';
import { goldReference, oracleCacheDir, oracleContext } from '../../infra/ab/gold.js';
import { hiddenOverlay, isTestSurface, readCache, runSuite, sha, writeCache } from '../../infra/ab/oracleRuns.js';
import type { Overlay } from '../../infra/ab/oracleRuns.js';

export interface JudgeInput {
  taskDir: string;
  candidateId: string;
}

const list = (ids: string[], n = 6) => `${ids.slice(0, n).join(', ')}${ids.length > n ? ` … ${ids.length - n} more` : ''}`;

export function makeJudgeCandidate(deps: ActivityDeps) {
  /** The oracle's judgment of one candidate; cached, so retries and reruns are cheap. */
  return async function judgeCandidate(input: JudgeInput): Promise<OracleJudgment> {
    const t = loadTask(input.taskDir);
    const cand = t.task.candidates.find((c) => c.id === input.candidateId);
    if (!cand) throw badRequest(`task ${t.task.id} has no candidate ${input.candidateId}`);
    const patch = readFileSync(path.join(t.dir, cand.patch), 'utf8');
    return withHeartbeat(
      (async () => {
        const ctx = await oracleContext(deps, t);
        const cacheFile = path.join(oracleCacheDir(deps, t.task.id), `${cand.id}-${sha(ctx.goldKey, patch).slice(0, 20)}.json`);
        const cached = readCache<OracleJudgment>(cacheFile);
        if (cached && OracleJudgment.safeParse(cached).success) return { ...cached, cached: true };

        const gold = await goldReference(deps, t, ctx);
        if (gold.problems.length > 0) {
          const j = { ...unjudged(t.task.id, cand.id, `the oracle cannot judge this task: ${gold.problems.join('; ')}`), cpu_seconds: gold.cpuSeconds };
          writeCache(cacheFile, j);
          return j;
        }
        const judgment = await judge(deps, t.task.id, cand.id, patch, ctx, gold, t.task.test_patch_files);
        writeCache(cacheFile, judgment);
        return judgment;
      })(),
      () => ({ task: t.task.id, candidate: cand.id }),
    );
  };
}

async function judge(
  deps: ActivityDeps,
  taskId: string,
  candidateId: string,
  patch: string,
  ctx: Awaited<ReturnType<typeof oracleContext>>,
  gold: Awaited<ReturnType<typeof goldReference>>,
  testPatchFiles: string[],
): Promise<OracleJudgment> {
  // As SWE-bench's harness does: the candidate's edits to files the test patch owns do not take effect.
  const ws = await materializeCandidate(deps.config.workspace.dir, ctx.snap, patch, undefined, { testPatchFiles: testPatchFiles });
  const base = { task: taskId, candidate: candidateId, flaky: gold.flaky, cached: false, error: null };
  if (!ws.candidateDir || ws.applyFailure) {
    return {
      ...base,
      correct: false,
      clauses: { applies: false, visible_obligations: null, hidden_obligations: null, differential_agrees: null, test_surface_intact: null },
      reasons: [`does not apply: ${ws.applyFailure?.kind ?? 'unknown'}: ${(ws.applyFailure?.message ?? '').slice(0, 300)}`],
      divergences: [],
      tests_compared: 0,
      cpu_seconds: 0,
    };
  }
  // The original test surface: touched test files restored (or removed if the candidate added
  // them), then the hidden tests on top.
  const touched = ws.changedFiles.filter(isTestSurface);
  const overlay: Overlay = {
    remove: touched.filter((rel) => !existsSync(path.join(ctx.snap.dir, rel))),
    copy: [...touched.filter((rel) => existsSync(path.join(ctx.snap.dir, rel))).map((rel) => ({ rel, from: path.join(ctx.snap.dir, rel) })), ...hiddenOverlay(ctx.hidden).copy],
  };
  const run = await runSuite(deps, ws.candidateDir, overlay, ctx.obligations.all, ctx.testCommand, ctx.run);
  let cpu = run.cpuSeconds;
  const notPassing = (ids: string[]) => ids.filter((id) => run.named[id] !== 'passed');
  const visibleFail = notPassing(ctx.obligations.visible);
  const hiddenFail = notPassing(ctx.obligations.hidden);
  const flaky = new Set(gold.flaky);
  const compared = Object.keys(gold.suite).filter((k) => !flaky.has(k)).sort();
  const divergences = compared.filter((k) => run.suite[k] !== gold.suite[k]).map((k) => `${k}: gold ${gold.suite[k]}, candidate ${run.suite[k] ?? 'absent'}`);

  let intact: boolean | null = null;
  const weakened: string[] = [];
  if (touched.length > 0) {
    // Only a whole-suite oracle can see a weakened test surface; a named-obligations oracle has already restored the touched files.
    const shipped = ctx.run.wholeSuite ? await runSuite(deps, ws.candidateDir, hiddenOverlay(ctx.hidden), [], ctx.testCommand, ctx.run) : run;
    cpu += shipped.cpuSeconds;
    for (const k of compared) if (gold.suite[k] === 'passed' && shipped.suite[k] !== 'passed') weakened.push(`${k}: ${shipped.suite[k] ?? 'absent'} as shipped`);
    intact = weakened.length === 0;
  }
  const reasons: string[] = [];
  if (visibleFail.length) reasons.push(`visible obligations fail: ${list(visibleFail.map((id) => `${id} (${run.named[id]})`))}`);
  if (hiddenFail.length) reasons.push(`hidden obligations fail: ${list(hiddenFail.map((id) => `${id} (${run.named[id]})`))}`);
  if (divergences.length) reasons.push(`differs from gold on ${divergences.length} test(s): ${list(divergences, 4)}`);
  if (intact === false) reasons.push(`weakens the test surface (touches ${list(touched, 4)}): ${list(weakened, 4)}`);
  const clauses = {
    applies: true,
    visible_obligations: visibleFail.length === 0,
    hidden_obligations: hiddenFail.length === 0,
    differential_agrees: divergences.length === 0,
    test_surface_intact: intact,
  };
  return {
    ...base,
    correct: clauses.visible_obligations && clauses.hidden_obligations && clauses.differential_agrees && intact !== false,
    clauses,
    reasons,
    divergences: divergences.slice(0, 20),
    tests_compared: compared.length,
    cpu_seconds: Math.round(cpu * 1000) / 1000,
  };
}
