// Runs pytest under coverage.py in the sandbox (the tests execute repository code, candidate code
// included) with one coverage context per test, then reads the per-line map with coverage's own
// statement analysis. Everything coverage writes stays inside the run dir, the only writable place.
import { chownSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { TestOutcome } from '../domain/schemas.js';
import { PYTHON_TOOLS_DIR } from './config.js';
import { DEFAULT_TEST_COMMAND, runPytest } from './pytestRunner.js';
import type { PytestRun } from './pytestRunner.js';
import { SANDBOX_UID } from './sandbox.js';
import type { Sandbox, SandboxLimits } from './sandbox.js';
import { toolFailure } from '../domain/errors.js';

export interface FileCoverage {
  exists: boolean;
  measured: boolean;
  /** coverage.py's executable lines (statement first lines). */
  statements: number[];
  /** line -> first line of the statement it belongs to (index 0 unused). */
  first_line: number[];
  /** line -> indexes into `contexts` of what executed it; context "" = outside any test. */
  executed: Record<string, number[]>;
  /** [first decorator/def line, first body line, last line] of every function. */
  functions: [number, number, number][];
}

export interface CoverageMap {
  contexts: string[];
  files: Record<string, FileCoverage>;
}

export interface CoveredRun {
  /** Per-node-id outcomes written by the plugin (every test the session ran). */
  outcomes: Record<string, TestOutcome>;
  pytest: PytestRun;
  coverage: CoverageMap | null;
}

const WORK = '.patchgate-impact';

function workDirOf(runDir: string): string {
  const work = path.join(runDir, WORK);
  mkdirSync(work, { recursive: true });
  if (process.getuid?.() === 0) chownSync(work, SANDBOX_UID, SANDBOX_UID);
  return work;
}

/**
 * coverage.py's per-line facts for `files` of a run dir: statements always, executed lines and
 * their contexts when a run left coverage data there. Reads the sources, never imports them.
 */
export async function readCoverageMap(sandbox: Sandbox, runDir: string, files: string[], limits?: Partial<SandboxLimits>, env?: Record<string, string>): Promise<CoverageMap> {
  const work = workDirOf(runDir);
  const request = path.join(work, 'map-request.json');
  const out = path.join(work, 'map.json');
  writeFileSync(request, JSON.stringify({ data_file: path.join(work, 'coverage.sqlite'), root: runDir, files, out }));
  const r = await sandbox.run({
    argv: ['python', '-m', 'patchgate_tools.coverage_map', request],
    cwd: runDir,
    writable: [runDir],
    env: { ...env, PYTHONPATH: PYTHON_TOOLS_DIR },
    limits,
  });
  if (r.exitCode !== 0 || !existsSync(out)) throw toolFailure(`patchgate_tools.coverage_map failed (exit ${r.exitCode}): ${r.stderr.slice(-2000)}`, !r.timedOut);
  return JSON.parse(readFileSync(out, 'utf8')) as CoverageMap;
}

/**
 * The test command wrapped in `coverage run` with the context plugin loaded, or null when the
 * command is not a pytest invocation coverage can wrap (`python -m pytest ...` or `pytest ...`).
 */
export function coverageCommand(testCommand: string[] | undefined, rcfile: string, outcomesFile: string): string[] | null {
  const cmd = testCommand && testCommand.length > 0 ? testCommand : DEFAULT_TEST_COMMAND;
  const env = ['env', `PYTHONPATH=${PYTHON_TOOLS_DIR}`, `PG_COVCTX_OUT=${outcomesFile}`];
  const cov = (python: string, rest: string[]) => [...env, python, '-m', 'coverage', 'run', `--rcfile=${rcfile}`, '-m', 'pytest', ...rest];
  if (/(^|\/)python[0-9.]*$/.test(cmd[0]!) && cmd[1] === '-m' && cmd[2] === 'pytest') return cov(cmd[0]!, cmd.slice(3));
  if (/(^|\/)(py\.test|pytest)$/.test(cmd[0]!)) return cov('python', cmd.slice(1));
  return null;
}

/** Run `ids` (the whole suite when empty) under coverage, measuring only `files` (relative paths). */
export async function runUnderCoverage(opts: {
  sandbox: Sandbox;
  runDir: string;
  ids: string[];
  files: string[];
  testCommand?: string[];
  limits?: Partial<SandboxLimits>;
  /** The task interpreter (infra/taskEnv.ts sandboxEnvFor): coverage runs where the tests run. */
  env?: Record<string, string>;
}): Promise<CoveredRun> {
  const work = workDirOf(opts.runDir);
  const dataFile = path.join(work, 'coverage.sqlite');
  const rcfile = path.join(work, 'coveragerc');
  const outcomesFile = path.join(work, 'outcomes.json');
  const include = opts.files.map((f) => `    ${path.join(opts.runDir, f)}`).join('\n');
  // The project's own coverage configuration is ignored on purpose: ours only measures the changed files.
  writeFileSync(rcfile, `[run]\nbranch = True\ndata_file = ${dataFile}\ninclude =\n${include || `    ${path.join(work, 'nothing')}`}\n`);
  const argv = coverageCommand(opts.testCommand, rcfile, outcomesFile);
  if (!argv) throw toolFailure(`cannot run ${JSON.stringify(opts.testCommand)} under coverage`, true);
  const pytest = await runPytest({
    sandbox: opts.sandbox,
    runDir: opts.runDir,
    ids: opts.ids,
    testCommand: argv,
    extraArgs: ['-p', 'patchgate_tools.covctx'],
    limits: opts.limits,
    env: opts.env,
  });
  let outcomes: Record<string, TestOutcome> = {};
  if (existsSync(outcomesFile)) {
    try {
      outcomes = JSON.parse(readFileSync(outcomesFile, 'utf8')) as Record<string, TestOutcome>;
    } catch {
      outcomes = {};
    }
  }
  const coverage = existsSync(dataFile) && opts.files.length > 0 ? await readCoverageMap(opts.sandbox, opts.runDir, opts.files, opts.limits, opts.env) : null;
  return { outcomes, pytest, coverage };
}
