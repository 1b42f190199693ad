// The oracle's test runs: a tree (pristine, gold or candidate) with the task's hidden tests
// overlaid, run whole in the sandbox so every test's outcome can be compared with the gold's.
// Independent of the gate: its own notion of the test surface, its own runs, its own cache.
import { createHash, randomBytes } from 'node:crypto';
import { chownSync, cpSync, existsSync, lstatSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { GateConfig } from '../config.js';
import type { Sandbox } from '../sandbox.js';
import type { TestOutcome } from '../../domain/schemas.js';
import type { Task } from '../../domain/corpus.js';
import { junitKey } from '../pytestRunner.js';
import { runnerFor } from '../testRunner.js';
import { listTree, prepareRunDir, removeRunDir } from '../workspace.js';
import { SANDBOX_UID } from '../sandbox.js';

/** What the oracle runs need (the activity deps carry more). */
export interface OracleDeps {
  config: GateConfig;
  sandbox: Sandbox;
}

/** Bump when the oracle's rules change: cached judgments of an older oracle are not reused. */
export const ORACLE_VERSION = 1;

/** Test files and test configuration, as the oracle sees them (its own rule, not the gate's). */
export function isTestSurface(rel: string): boolean {
  const parts = rel.split('/');
  const base = parts[parts.length - 1]!;
  const dirs = parts.slice(0, -1);
  if (base === 'conftest.py' || /^test_.*\.py$/.test(base) || /_test\.py$/.test(base)) return true;
  if (dirs.some((d) => d === 'tests' || d === 'test' || d === 'testing')) return true;
  return dirs.length === 0 && ['pytest.ini', 'tox.ini', 'setup.cfg', 'pyproject.toml'].includes(base);
}

export function sha(...parts: (string | Buffer)[]): string {
  const h = createHash('sha256');
  for (const p of parts) {
    h.update(p);
    h.update('\0');
  }
  return h.digest('hex');
}

export interface HiddenTests {
  /** Folder holding the hidden tests, laid out like repo/. */
  root: string;
  files: string[];
  hash: string;
}

export function hiddenTests(taskDir: string, task: Task): HiddenTests {
  // A task without hidden tests (SWE-bench: its obligations are its F2P/P2P) overlays nothing.
  const root = task.oracle.tests_dir ? path.join(taskDir, task.oracle.tests_dir) : path.join(taskDir, 'oracle', '.no-hidden-tests');
  const files = existsSync(root) ? listTree(root) : [];
  const hash = sha(...files.flatMap((f) => [f, readFileSync(path.join(root, f))]));
  return { root, files, hash };
}

export interface Overlay {
  /** Files copied in: relative path → absolute source. */
  copy: { rel: string; from: string }[];
  /** Files removed (relative). */
  remove: string[];
}

export interface SuiteRun {
  /** Every test of the whole-suite run, by JUnit key (file.path::Class::name). */
  suite: Record<string, TestOutcome>;
  /** The named obligations, by node id. */
  named: Record<string, TestOutcome>;
  cpuSeconds: number;
  exitCode: number | null;
  outputTail: string;
}

function chownIfRoot(dir: string): void {
  if (process.getuid?.() !== 0) return;
  const walk = (p: string) => {
    chownSync(p, SANDBOX_UID, SANDBOX_UID);
    for (const e of readdirSync(p, { withFileTypes: true })) {
      const q = path.join(p, e.name);
      if (e.isSymbolicLink()) continue;
      if (e.isDirectory()) walk(q);
      else chownSync(q, SANDBOX_UID, SANDBOX_UID);
    }
  };
  walk(dir);
}

function applyOverlay(runDir: string, overlay: Overlay): void {
  for (const rel of overlay.remove) rmSync(path.join(runDir, rel), { force: true, recursive: true });
  for (const { rel, from } of overlay.copy) {
    const dst = path.join(runDir, rel);
    mkdirSync(path.dirname(dst), { recursive: true });
    if (existsSync(dst) && lstatSync(dst).isSymbolicLink()) rmSync(dst, { force: true });
    cpSync(from, dst);
  }
  chownIfRoot(runDir);
}

/** How the oracle runs a task's tests: its runner, its interpreter, and whether the whole suite or only the named obligations. */
export interface OracleRunContext {
  runner: string;
  env: Record<string, string>;
  /**
   * true: the whole suite runs and every test is compared with the gold (the project's own corpora,
   * with hidden tests). false: only the named obligations run (SWE-bench tasks: F2P ∪ P2P are the
   * harness's whole test surface, and a real repository's full suite is far too large).
   */
  wholeSuite: boolean;
}
const DEFAULT_RUN: OracleRunContext = { runner: 'pytest', env: {}, wholeSuite: true };

async function once(deps: OracleDeps, tree: string, overlay: Overlay, ids: string[], testCommand: string[], run: OracleRunContext) {
  // Removing a file from an overlay's upper layer would not hide it: such a run gets a real copy.
  const runDir = prepareRunDir(deps.config.workspace.dir, tree, undefined, overlay.remove.length > 0 ? 'copy' : undefined);
  try {
    applyOverlay(runDir, overlay);
    return await runnerFor(run.runner).run({ sandbox: deps.sandbox, runDir, ids, testCommand, env: run.env });
  } finally {
    removeRunDir(runDir);
  }
}

/**
 * Run the whole suite of `tree` + overlay, then look up the named ids; ids the whole run did
 * not collect (e.g. outside the configured testpaths) get a second, explicit run.
 */
export async function runSuite(deps: OracleDeps, tree: string, overlay: Overlay, named: string[], testCommand: string[], run: OracleRunContext = DEFAULT_RUN): Promise<SuiteRun> {
  if (!run.wholeSuite) {
    const r = await once(deps, tree, overlay, named, testCommand, run);
    const out: Record<string, TestOutcome> = {};
    for (const id of named) out[id] = r.outcomes[id] ?? 'missing';
    return { suite: { ...out }, named: out, cpuSeconds: r.cpuSeconds, exitCode: r.exitCode, outputTail: r.outputTail.slice(-1500) };
  }
  const whole = await once(deps, tree, overlay, [], testCommand, run);
  const out: Record<string, TestOutcome> = {};
  const missing: string[] = [];
  for (const id of named) {
    const o = whole.outcomes[junitKey(id)];
    if (o) out[id] = o;
    else missing.push(id);
  }
  let cpu = whole.cpuSeconds;
  if (missing.length > 0) {
    const again = await once(deps, tree, overlay, missing, testCommand, run);
    cpu += again.cpuSeconds;
    for (const id of missing) out[id] = again.outcomes[id] ?? 'missing';
  }
  return { suite: whole.outcomes, named: out, cpuSeconds: Math.round(cpu * 1000) / 1000, exitCode: whole.exitCode, outputTail: whole.outputTail.slice(-1500) };
}

/** JSON cache under the work dir, written atomically (concurrent judges of one task race safely). */
export function readCache<T>(file: string): T | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

export function writeCache(file: string, value: unknown): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.tmp-${randomBytes(4).toString('hex')}`;
  writeFileSync(tmp, JSON.stringify(value));
  renameSync(tmp, file);
}

export function hiddenOverlay(h: HiddenTests): Overlay {
  return { copy: h.files.map((rel) => ({ rel, from: path.join(h.root, rel) })), remove: [] };
}
