// The oracle's reference: the gold patch with the hidden tests overlaid, run twice so tests
// whose outcome varies (flaky) are excluded from the differential rather than blamed on a
// candidate. Cached per task state (snapshot, gold, hidden tests, command, obligations).
import path from 'node:path';
import { readFileSync } from 'node:fs';
import type { OracleDeps } from './oracleRuns.js';
import type { TestOutcome } from '../../domain/schemas.js';
import type { LoadedTask } from '../corpus.js';
import { materializeCandidate, materializeSnapshot } from '../workspace.js';
import type { SnapshotResult } from '../workspace.js';
import { ORACLE_VERSION, hiddenOverlay, hiddenTests, readCache, runSuite, sha, writeCache } from './oracleRuns.js';
import type { HiddenTests, OracleRunContext } from './oracleRuns.js';
import { resolveEnvironment, sandboxEnvFor } from '../../infra/taskEnv.js';
import { runnerFor } from '../../infra/testRunner.js';

export interface Obligations {
  visible: string[];
  hidden: string[];
  all: string[];
}

export function obligationsOf(t: LoadedTask): Obligations {
  const visible = [...new Set([...t.task.fail_to_pass, ...t.task.pass_to_pass])];
  const hidden = [...new Set([...t.task.oracle.fail_to_pass, ...t.task.oracle.pass_to_pass])];
  return { visible, hidden, all: [...new Set([...visible, ...hidden])] };
}

export interface GoldReference {
  key: string;
  snapshotId: string;
  goldDir: string | null;
  /** Whole-suite outcomes of the first gold run, by JUnit key. */
  suite: Record<string, TestOutcome>;
  named: Record<string, TestOutcome>;
  flaky: string[];
  /** Why the gold cannot serve as a reference (it does not apply, or fails its own obligations). */
  problems: string[];
  cpuSeconds: number;
}

export interface OracleContext {
  run: OracleRunContext;
  snap: SnapshotResult;
  hidden: HiddenTests;
  obligations: Obligations;
  goldPatch: string;
  testCommand: string[];
  goldKey: string;
}

export async function oracleContext(deps: OracleDeps, t: LoadedTask): Promise<OracleContext> {
  const snap = await materializeSnapshot(deps.config.workspace.dir, { path: path.join(t.dir, 'repo'), commit: 'HEAD' });
  const hidden = hiddenTests(t.dir, t.task);
  const obligations = obligationsOf(t);
  const goldPatch = readFileSync(path.join(t.dir, t.task.oracle.gold_patch), 'utf8');
  const testCommand = t.task.test_command;
  const environment = await resolveEnvironment(deps.config.workspace.dir, t.task.environment, snap.dir);
  const run: OracleRunContext = { runner: runnerFor(t.task.runner).name, env: sandboxEnvFor({ environment }), wholeSuite: Boolean(t.task.oracle.tests_dir) };
  const goldKey = sha(
    String(ORACLE_VERSION),
    snap.snapshotId,
    goldPatch,
    hidden.hash,
    JSON.stringify(testCommand),
    JSON.stringify(obligations.all),
    ...(run.runner !== 'pytest' || environment || !run.wholeSuite ? [run.runner, environment?.key ?? environment?.python ?? '', String(run.wholeSuite)] : []),
  );
  return { run, snap, hidden, obligations, goldPatch, testCommand, goldKey };
}

export function oracleCacheDir(deps: OracleDeps, taskId: string): string {
  return path.join(deps.config.workspace.dir, 'oracle', taskId);
}

export async function goldReference(deps: OracleDeps, t: LoadedTask, ctx: OracleContext): Promise<GoldReference> {
  const cacheFile = path.join(oracleCacheDir(deps, t.task.id), `gold-${ctx.goldKey.slice(0, 20)}.json`);
  const cached = readCache<GoldReference>(cacheFile);
  if (cached) return cached;
  const ws = await materializeCandidate(deps.config.workspace.dir, ctx.snap, ctx.goldPatch, 'gold');
  const base = { key: ctx.goldKey, snapshotId: ctx.snap.snapshotId };
  if (!ws.candidateDir || ws.applyFailure) {
    const ref = { ...base, goldDir: null, suite: {}, named: {}, flaky: [], problems: [`the gold patch does not apply: ${ws.applyFailure?.message ?? 'unknown'}`], cpuSeconds: 0 };
    writeCache(cacheFile, ref);
    return ref;
  }
  const overlay = hiddenOverlay(ctx.hidden);
  const a = await runSuite(deps, ws.candidateDir, overlay, ctx.obligations.all, ctx.testCommand, ctx.run);
  const b = await runSuite(deps, ws.candidateDir, overlay, ctx.obligations.all, ctx.testCommand, ctx.run);
  const keys = new Set([...Object.keys(a.suite), ...Object.keys(b.suite)]);
  const flaky = [...keys].filter((k) => a.suite[k] !== b.suite[k]).sort();
  const problems: string[] = [];
  const failing = ctx.obligations.all.filter((id) => a.named[id] !== 'passed' || b.named[id] !== 'passed');
  if (failing.length > 0) {
    problems.push(`the gold fails its own obligations: ${failing.slice(0, 8).map((id) => `${id} (${a.named[id]}/${b.named[id]})`).join(', ')}${failing.length > 8 ? ` … ${failing.length - 8} more` : ''}`);
  }
  if (Object.keys(a.suite).length === 0) problems.push(`the gold run collected no tests (exit ${a.exitCode}): ${a.outputTail.slice(-300)}`);
  const ref: GoldReference = { ...base, goldDir: ws.candidateDir, suite: a.suite, named: a.named, flaky, problems, cpuSeconds: a.cpuSeconds + b.cpuSeconds };
  writeCache(cacheFile, ref);
  return ref;
}
