// measureImpact (spec 18 §3.1 Level C "selected from dependency and coverage", §3.8): the guard
// set's reach and its extension by coverage-based test selection.
//  (a) baseline, under coverage with one context per test: the tests that execute the baseline
//      lines the patch touches are the impacted tests; those not already FAIL_TO_PASS or
//      PASS_TO_PASS and passing on the baseline are `selected`;
//  (b) baseline, twice, plain: guards (PASS_TO_PASS + selected) whose outcome flips are flaky,
//      excluded and recorded;
//  (c) candidate, under coverage: the stable guards run; coverageReached = changed executable
//      lines they execute / changed executable lines; selected tests that fail are failedIds;
//      changed executable lines none of them executes = "vacuous green".
// All test runs go through the sandbox. Baseline parts are cached per (snapshot, command, files or
// ids), so a retry or another candidate of the same task resumes from them; the candidate run is
// deterministic, so a retry repeats it safely. Heartbeats while each run is in flight.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { patchLines } from '../domain/patchFiles.js';
import type { ImpactEvidence } from '../domain/ladder.js';
import type { TestOutcome, Workspace } from '../domain/schemas.js';
import { protectedKind } from '../domain/protectedFiles.js';
import type { ActivityDeps } from './deps.js';
import { listTree, prepareRunDir, removeRunDir } from '../infra/workspace.js';
import { runnerFor } from '../infra/testRunner.js';
import { sandboxEnvFor } from '../infra/taskEnv.js';
import { coverageCommand, readCoverageMap, runUnderCoverage } from '../infra/coverageRunner.js';
import type { CoverageMap, FileCoverage } from '../infra/coverageRunner.js';
import { currentContext, withHeartbeat } from './heartbeat.js';
import { sharedEvidence } from '../infra/sharedEvidence.js';
import { toolFailure } from '../domain/errors.js';
import type { CpuCharge } from '../domain/battery/cost.js';

export interface MeasureImpactInput {
  workspace: Workspace;
  passToPass: string[];
  failToPass: string[];
  testCommand?: string[];
  changedFiles: string[];
  patch: string;
  /** Protected files re-applied from the snapshot before the candidate run. */
  restoreProtected: string[];
}

export interface ImpactResult extends ImpactEvidence {
  /** The impacted tests selected into the guard set. */
  selectedIds: string[];
  /** The guards run on the candidate (stable PASS_TO_PASS + selected). */
  guardIds: string[];
  changedExecutable: number;
  changedExecuted: number;
  /** Changed executable lines no guard executes, as file:line (first 50). */
  unreachedLines: string[];
  notes: string[];
  /** CPU seconds: the candidate run is this candidate's own; the pre-edit coverage and flakiness runs are shared evidence. */
  cpu?: CpuCharge;
}

// ---------------------------------------------------------------------------------------------
// Pure parts (unit-tested): which lines the diff touches, and what coverage says about them

function enclosingFunction(fc: FileCoverage, line: number): [number, number, number] | null {
  let best: [number, number, number] | null = null;
  for (const fn of fc.functions) if (fn[0] <= line && line <= fn[2] && (!best || fn[0] >= best[0])) best = fn;
  return best;
}

/** The statement a line belongs to, or null when it is not executable (blank, comment, docstring). */
function statementOf(fc: FileCoverage, line: number, statements: Set<number>): number | null {
  const s = fc.first_line[line] ?? 0;
  return s > 0 && statements.has(s) ? s : null;
}

function contextsOf(fc: FileCoverage, line: number): number[] {
  return fc.executed[String(line)] ?? [];
}

/**
 * What runs a statement on behalf of the tests. A `def` header (signature, decorators, defaults)
 * is exercised by whatever runs the function's body; other lines by what executes them.
 */
function testContextsFor(fc: FileCoverage, stmt: number, ctxNames: string[]): Set<number> {
  const out = new Set<number>();
  const fn = enclosingFunction(fc, stmt);
  const lines = fn && stmt < fn[1] ? fc.statements.filter((l) => l >= fn[1] && l <= fn[2]) : [stmt];
  for (const l of lines) for (const c of contextsOf(fc, l)) if (ctxNames[c] !== '') out.add(c);
  return out;
}

/** Tests (coverage contexts) that execute the baseline lines a patch touches. */
export function impactedTests(map: CoverageMap, files: { path: string; lines: number[] }[]): string[] {
  const out = new Set<string>();
  for (const f of files) {
    const fc = map.files[f.path];
    if (!fc || !fc.measured) continue;
    const statements = new Set(fc.statements);
    for (const line of f.lines) {
      const s = statementOf(fc, line, statements);
      if (s === null) continue;
      for (const c of testContextsFor(fc, s, map.contexts)) out.add(map.contexts[c]!);
    }
  }
  return [...out].sort();
}

/** Changed executable lines of the candidate and which of them the tests reached. */
export function changedReach(map: CoverageMap | null, files: { path: string; lines: number[] }[]): { executable: string[]; reached: string[] } {
  const executable: string[] = [];
  const reached: string[] = [];
  if (!map) return { executable, reached };
  for (const f of files) {
    const fc = map.files[f.path];
    if (!fc) continue;
    const statements = new Set(fc.statements);
    const stmts = new Set<number>();
    for (const line of f.lines) {
      const s = statementOf(fc, line, statements);
      if (s !== null) stmts.add(s);
    }
    for (const s of [...stmts].sort((a, b) => a - b)) {
      const id = `${f.path}:${s}`;
      executable.push(id);
      if (testContextsFor(fc, s, map.contexts).size > 0) {
        reached.push(id);
        continue;
      }
      // Module- and class-level code runs once at import, before any test: executed is reached.
      // A def header executed at import is not: it is exercised only when the body runs.
      if (enclosingFunction(fc, s) === null && contextsOf(fc, s).some((c) => map.contexts[c] === '')) reached.push(id);
    }
  }
  return { executable, reached };
}

/** Base id without pytest parameters: `t.py::test_x[1]` -> `t.py::test_x`. */
function baseId(id: string): string {
  return id.replace(/\[.*\]$/s, '');
}

// ---------------------------------------------------------------------------------------------
// The activity

interface BaselineCoverage {
  outcomes: Record<string, TestOutcome>;
  coverage: CoverageMap | null;
  timedOut: boolean;
  wallMs: number;
  /** What computing it cost (charged as the task's shared evidence by every candidate that uses it). */
  cpuSeconds?: number;
}

interface PlainRuns {
  runs: Record<string, TestOutcome>[];
  cpuSeconds?: number;
}

/** Above this many test files a repository is "real": impact collection is restricted to the named tests' files. */
export const SMALL_SUITE_FILES = 200;

function cacheKey(parts: unknown): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex').slice(0, 24);
}

function isPython(rel: string | null, restore: Set<string>): rel is string {
  return rel !== null && rel.endsWith('.py') && protectedKind(rel) === null && !restore.has(rel);
}

export function makeMeasureImpact(deps: ActivityDeps) {
  return async function measureImpact(input: MeasureImpactInput): Promise<ImpactResult> {
    const ws = input.workspace;
    if (!ws.candidateDir) throw toolFailure('no candidate tree to measure', true);
    const workDir = deps.config.workspace.dir;
    const cacheDir = path.join(workDir, 'cache', 'impact');
    const notes: string[] = [];
    const restore = new Set(input.restoreProtected);
    const changed = new Set(input.changedFiles);
    const lines = patchLines(input.patch).filter((f) => changed.size === 0 || changed.has(f.newPath ?? '') || changed.has(f.oldPath ?? ''));
    const baseFiles = lines.filter((f) => isPython(f.oldPath, restore) && f.touchedOld.length > 0).map((f) => ({ path: f.oldPath!, lines: f.touchedOld }));
    const candFiles = lines.filter((f) => isPython(f.newPath, restore) && f.changedNew.length > 0).map((f) => ({ path: f.newPath!, lines: f.changedNew }));
    const runner = runnerFor(ws.runner);
    const env = sandboxEnvFor(ws);
    const canCover = runner.name === 'pytest' && coverageCommand(input.testCommand, 'rc', 'out') !== null;
    if (!canCover) notes.push(`the ${runner.name} runner with test command ${JSON.stringify(input.testCommand ?? runner.defaultCommand)} is not a pytest invocation coverage wraps: coverage and impacted tests not measured`);
    // On a real repository (more than SMALL_SUITE_FILES test files) collection is restricted to the
    // files of the named tests: its whole suite (tens of thousands of tests) is never collected for
    // impact selection. A small suite is searched whole, so impacted tests elsewhere are found.
    const testFileCount = listTree(ws.baselineDir).filter((f) => protectedKind(f) === 'test').length;
    const named = [...new Set([...input.failToPass, ...input.passToPass].map((id) => runner.fileOf(id)).filter((f): f is string => Boolean(f)))].sort();
    const namedFiles = testFileCount > SMALL_SUITE_FILES ? named : [];
    if (namedFiles.length > 0) notes.push(`impacted tests searched in the ${namedFiles.length} file(s) of the named tests only (${testFileCount} test files in the repository)`);
    const heartbeat = (phase: string) => () => ({ phase });
    const cpu: CpuCharge = { own: 0, shared: [] };

    // (a) Baseline coverage of the whole visible suite, one context per test.
    let baseline: BaselineCoverage | null = null;
    const baseFileList = [...new Set(baseFiles.map((f) => f.path))].sort();
    if (canCover && baseFileList.length > 0) {
      const key = `suite-${cacheKey([ws.snapshotId, input.testCommand ?? null, baseFileList, namedFiles, ws.environment?.key ?? ws.environment?.python ?? null])}`;
      const file = path.join(cacheDir, `${key}.json`);
      // shared per-task evidence: computed once, concurrent candidates wait for it
      baseline = (
        await sharedEvidence<BaselineCoverage>(
          file,
          async () => {
            const runDir = prepareRunDir(workDir, ws.baselineDir);
            try {
              const r = await withHeartbeat(runUnderCoverage({ sandbox: deps.sandbox, runDir, ids: namedFiles, files: baseFileList, testCommand: input.testCommand, env }), heartbeat('baseline coverage'));
              const value = { outcomes: r.outcomes, coverage: r.coverage, timedOut: r.pytest.timedOut, wallMs: r.pytest.wallMs, cpuSeconds: r.pytest.cpuSeconds };
              return { value, keep: !r.pytest.timedOut && Boolean(r.coverage) };
            } finally {
              removeRunDir(runDir);
            }
          },
          { heartbeat: () => currentContext()?.heartbeat({ phase: 'waiting for the shared baseline coverage' }) },
        )
      ).value;
      cpu.shared.push({ key: `impact:${key}`, cpuSeconds: baseline.cpuSeconds ?? 0 });
      if (baseline.timedOut) notes.push('the baseline suite timed out under coverage: impacted tests may be incomplete');
    }
    const known = new Set([...input.passToPass, ...input.failToPass].flatMap((id) => [id, baseId(id)]));
    const impacted = baseline?.coverage ? impactedTests(baseline.coverage, baseFiles) : [];
    const candidates = impacted.filter((id) => !known.has(id) && !known.has(baseId(id)) && baseline!.outcomes[id] === 'passed');

    // (b) Flaky guards: two plain baseline runs of PASS_TO_PASS + impacted candidates.
    const flakyCheck = [...new Set([...input.passToPass, ...candidates])];
    const excludedFlaky: string[] = [];
    const stablePass = new Set<string>();
    if (flakyCheck.length > 0) {
      const key = `plain-${cacheKey([ws.snapshotId, input.testCommand ?? null, flakyCheck, ws.runner, ws.environment?.key ?? ws.environment?.python ?? null])}`;
      const file = path.join(cacheDir, `${key}.json`);
      const plain = (
        await sharedEvidence<PlainRuns>(
          file,
          async () => {
            const value: PlainRuns = { runs: [], cpuSeconds: 0 };
            let complete = true;
            for (let i = 0; i < 2; i++) {
              const runDir = prepareRunDir(workDir, ws.baselineDir);
              try {
                const r = await withHeartbeat(runner.run({ sandbox: deps.sandbox, runDir, ids: flakyCheck, testCommand: input.testCommand, env }), heartbeat(`baseline run ${i + 1}/2`));
                value.runs.push(r.outcomes);
                value.cpuSeconds = (value.cpuSeconds ?? 0) + r.cpuSeconds;
                if (r.timedOut) complete = false;
              } finally {
                removeRunDir(runDir);
              }
            }
            return { value, keep: complete };
          },
          { heartbeat: () => currentContext()?.heartbeat({ phase: 'waiting for the shared baseline runs' }) },
        )
      ).value;
      cpu.shared.push({ key: `impact:${key}`, cpuSeconds: plain.cpuSeconds ?? 0 });
      const [r1, r2] = plain.runs as [Record<string, TestOutcome>, Record<string, TestOutcome>];
      for (const id of flakyCheck) {
        const seen = [r1[id], r2[id]];
        if (candidates.includes(id)) seen.push(baseline!.outcomes[id]);
        const passes = seen.map((o) => o === 'passed');
        if (passes.some(Boolean) && !passes.every(Boolean)) excludedFlaky.push(id);
        else if (passes.every(Boolean)) stablePass.add(id);
      }
    }
    if (excludedFlaky.length > 0) notes.push(`excluded as flaky on the baseline: ${excludedFlaky.join(', ')}`);
    const selectedIds = candidates.filter((id) => stablePass.has(id));
    const guardIds = [...input.passToPass.filter((id) => stablePass.has(id)), ...selectedIds];

    // (c) The guards and the reproducer on the candidate, under coverage: a changed line the
    // reproducer executes is exercised, so only lines no selected test reaches count as vacuous.
    const coverIds = [...new Set([...guardIds, ...input.failToPass])];
    let coverage: CoverageMap | null = null;
    let outcomes: Record<string, TestOutcome> = {};
    const candFileList = [...new Set(candFiles.map((f) => f.path))].sort();
    if (coverIds.length > 0) {
      const runDir = prepareRunDir(workDir, ws.candidateDir, { from: ws.baselineDir, files: input.restoreProtected });
      try {
        if (canCover) {
          const r = await withHeartbeat(runUnderCoverage({ sandbox: deps.sandbox, runDir, ids: coverIds, files: candFileList, testCommand: input.testCommand, env }), heartbeat('candidate guards under coverage'));
          outcomes = r.pytest.outcomes;
          coverage = r.coverage;
          cpu.own += r.pytest.cpuSeconds;
          if (r.pytest.timedOut) notes.push('the guard run on the candidate timed out');
        } else {
          const r = await withHeartbeat(runner.run({ sandbox: deps.sandbox, runDir, ids: coverIds, testCommand: input.testCommand, env }), heartbeat('candidate guards'));
          outcomes = r.outcomes;
          cpu.own += r.cpuSeconds;
        }
      } finally {
        removeRunDir(runDir);
      }
    } else {
      notes.push('no stable guard passes on the baseline: nothing runs the changed code on the candidate');
    }
    if (canCover && coverIds.length === 0 && candFileList.length > 0) {
      // Still learn which changed lines are executable, so "vacuous" can be stated.
      const runDir = prepareRunDir(workDir, ws.candidateDir, { from: ws.baselineDir, files: input.restoreProtected });
      try {
        coverage = await withHeartbeat(readCoverageMap(deps.sandbox, runDir, candFileList, undefined, env), heartbeat('candidate statements'));
      } finally {
        removeRunDir(runDir);
      }
    }
    const reach = changedReach(coverage, candFiles);
    const failedIds = selectedIds.filter((id) => outcomes[id] !== 'passed');
    const executable = reach.executable.length;
    const executed = reach.reached.length;
    if (canCover && executable === 0) notes.push('the patch changes no executable line of non-test Python code');
    const unreached = reach.executable.filter((l) => !reach.reached.includes(l));
    return {
      selected: selectedIds.length,
      passed: selectedIds.length - failedIds.length,
      failed: failedIds.length,
      coverageReached: executable === 0 ? (canCover ? 1 : 0) : Math.round((executed / executable) * 1000) / 1000,
      vacuous: canCover && executable > 0 && executed === 0,
      excludedFlaky,
      failedIds,
      selectedIds,
      guardIds,
      changedExecutable: executable,
      changedExecuted: executed,
      unreachedLines: unreached.slice(0, 50),
      notes,
      cpu,
    };
  };
}
