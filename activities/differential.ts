// Spec 18 §3.5 `differential_execute`: the pre-edit repository is the specification of
// everything the patch was not meant to change. While the PASS_TO_PASS tests run on the
// pre-edit tree, a tracer records the calls of the changed functions; each call recorded in a
// test that passed is an unchanged-contract input, replayed against the pre-edit and the
// candidate code in fresh sandboxed processes (one per tree, all probes in one process).
// Any divergence (return value, raised exception type, argument mutation) is a regression.
// Also home of the tracing and replay machinery the Level E fuzz attack (fuzz.ts) builds on.
import { createHash, randomBytes } from 'node:crypto';
import { appendFileSync, chownSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { Workspace } from '../domain/schemas.js';
import type { DifferentialEvidence } from '../domain/ladder.js';
import type { ActivityDeps } from './deps.js';
import { PYTHON_TOOLS_DIR } from '../infra/config.js';
import { SANDBOX_UID } from '../infra/sandbox.js';
import { listTree, prepareRunDir, removeRunDir } from '../infra/workspace.js';
import { DEFAULT_TEST_COMMAND } from '../infra/pytestRunner.js';
import { toolFailure } from '../infra/errors.js';
import { withHeartbeat } from './heartbeat.js';

/** Bump when the trace format changes: cached traces of an older format are ignored. */
const TRACE_VERSION = 2;
const MAX_PER_TARGET = 1000;
const MAX_PER_TEST = 50;
const MAX_COUNTEREXAMPLES = 10;
const PROBE_TIMEOUT_SECONDS = 5;

export interface ProbeTarget {
  file: string;
  entity: string;
}

export const Behaviour = z.object({
  kind: z.enum(['return', 'raise', 'timeout', 'killed', 'error']),
  value: z.string().nullish(),
  key: z.string().nullish(),
  exc: z.string().nullish(),
  deliberate: z.boolean().nullish(),
  mutated: z.array(z.string().nullable()).nullish(),
  mutatedKey: z.string().nullish(),
  stable: z.boolean().optional(),
  ms: z.number().optional(),
  error: z.string().optional(),
});
export type Behaviour = z.infer<typeof Behaviour>;

export const TraceCall = z.object({
  type: z.literal('call'),
  test: z.string(),
  file: z.string(),
  entity: z.string(),
  args: z.string(),
  argsRepr: z.string(),
  behaviour: Behaviour,
});
export type TraceCall = z.infer<typeof TraceCall>;
const TraceOutcome = z.object({ type: z.literal('outcome'), test: z.string(), outcome: z.string() });

export interface TraceResult {
  calls: TraceCall[];
  outcomes: Record<string, string>;
  /** Why nothing could be traced, when so. */
  note: string | null;
}

/** One call to execute: the replay tool's input line. */
export interface Probe {
  id: string;
  file: string;
  entity: string;
  args: string;
  argsRepr: string;
  test?: string | null;
}

export interface DifferentialInput {
  workspace: Workspace;
  targets: ProbeTarget[];
  passToPass: string[];
  testCommand?: string[];
  /** The probe budget of the change class (patchgate.yml budgets.<class>.probes). */
  probes: number;
  /** Only used to word a zero budget. */
  changeClass?: string;
}

export interface DifferentialResult extends DifferentialEvidence {
  /** Human-readable facts about the run (probes excluded and why, "no divergence in N probes"). */
  notes: string[];
}

const TEST_FILE = /(^|\/)(tests?\/|test_[^/]*\.py$|[^/]*_test\.py$|conftest\.py$)/;

/** The functions a patch changed that can be called: module-level changes and test files are not probes. */
export function callableTargets(targets: ProbeTarget[]): ProbeTarget[] {
  const seen = new Set<string>();
  const out: ProbeTarget[] = [];
  for (const t of targets) {
    if (!t.file.endsWith('.py') || TEST_FILE.test(t.file) || t.entity === '<module>' || !/^[A-Za-z_][\w.]*$/.test(t.entity)) continue;
    const key = `${t.file}::${t.entity}`;
    if (!seen.has(key)) (seen.add(key), out.push({ file: t.file, entity: t.entity }));
  }
  return out;
}

export function isPytestCommand(cmd: string[] | undefined): boolean {
  return (cmd ?? DEFAULT_TEST_COMMAND).some((a) => /(^|[/\s])(py\.test|pytest)$/.test(a) || a === 'pytest');
}

/** A scratch folder next to a run dir that the sandbox user may write (outputs of one tree's runs). */
export function makeIoDir(runDir: string): string {
  const dir = `${runDir}.io-${randomBytes(3).toString('hex')}`;
  mkdirSync(dir, { recursive: true });
  if (process.getuid?.() === 0) chownSync(dir, SANDBOX_UID, SANDBOX_UID);
  return dir;
}

function readJsonl(file: string): unknown[] {
  if (!existsSync(file)) return [];
  const out: unknown[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    try {
      out.push(JSON.parse(line));
    } catch {
      /* a line cut short by a kill */
    }
  }
  return out;
}

export function writeJsonl(file: string, rows: unknown[]): void {
  writeFileSync(file, rows.map((r) => JSON.stringify(r)).join('\n') + (rows.length ? '\n' : ''));
}

/** Test files a candidate run takes from the pre-edit tree, so the candidate cannot change what is observed. */
export function protectedTestFiles(ws: Workspace, ids: string[]): string[] {
  const files = new Set(ids.map((id) => id.split('::')[0]!));
  for (const f of listTree(ws.baselineDir)) if (path.basename(f) === 'conftest.py') files.add(f);
  return [...files].filter((f) => existsSync(path.join(ws.baselineDir, f)));
}

/**
 * Run pytest node ids on one tree with the call tracer loaded; returns the recorded calls of the
 * targets and each test's outcome. Deterministic for a tree, so results are cached per
 * (tree content, ids, targets, command).
 */
export async function traceTests(
  deps: ActivityDeps,
  opts: {
    workspace: Workspace;
    tree: 'baseline' | 'candidate';
    ids: string[];
    targets: ProbeTarget[];
    testCommand?: string[];
    /** Heartbeat details while waiting: a resumable activity passes its checkpoint (the last heartbeat wins). */
    heartbeat?: () => unknown;
  },
): Promise<TraceResult> {
  const ws = opts.workspace;
  const treeDir = opts.tree === 'baseline' ? ws.baselineDir : ws.candidateDir;
  if (!treeDir) return { calls: [], outcomes: {}, note: 'no candidate tree' };
  if (opts.ids.length === 0 || opts.targets.length === 0) return { calls: [], outcomes: {}, note: 'nothing to trace' };
  if (!isPytestCommand(opts.testCommand)) return { calls: [], outcomes: {}, note: 'the test command is not pytest, calls cannot be traced' };
  const treeId = opts.tree === 'baseline' ? ws.snapshotId : `cand-${path.basename(treeDir)}`;
  const key = createHash('sha256')
    .update(JSON.stringify([TRACE_VERSION, treeId, opts.ids, opts.targets, opts.testCommand ?? null, MAX_PER_TARGET, MAX_PER_TEST]))
    .digest('hex')
    .slice(0, 24);
  const cacheFile = path.join(deps.config.workspace.dir, 'cache', 'trace', `${key}.json`);
  if (existsSync(cacheFile)) {
    try {
      return JSON.parse(readFileSync(cacheFile, 'utf8')) as TraceResult;
    } catch {
      /* rebuild */
    }
  }
  const runDir = prepareRunDir(
    deps.config.workspace.dir,
    treeDir,
    opts.tree === 'candidate' ? { from: ws.baselineDir, files: protectedTestFiles(ws, opts.ids) } : undefined,
  );
  const io = makeIoDir(runDir);
  const outFile = path.join(io, 'trace.jsonl');
  let ids = [...opts.ids];
  let complete = true;
  try {
    for (let pass = 0; pass < 3 && ids.length > 0; pass++) {
      const r = await withHeartbeat(
        deps.sandbox.run({
          argv: [...(opts.testCommand ?? DEFAULT_TEST_COMMAND), '-p', 'patchgate_tools.trace_calls', '-p', 'no:cacheprovider', '-q', ...ids],
          cwd: runDir,
          writable: [runDir, io],
          env: {
            PYTHONPATH: PYTHON_TOOLS_DIR,
            PG_TRACE_TARGETS: opts.targets.map((t) => `${t.file}:${t.entity}`).join(','),
            PG_TRACE_OUT: outFile,
            PG_TRACE_MAX: String(MAX_PER_TARGET),
            PG_TRACE_PER_TEST: String(MAX_PER_TEST),
          },
        }),
        opts.heartbeat,
      );
      complete = !r.killed;
      // pytest refuses the whole run when a node id does not exist (exit 4): drop those, rerun.
      if (r.exitCode === 4 && !r.killed) {
        const missing = new Set<string>();
        for (const m of `${r.stdout}\n${r.stderr}`.matchAll(/ERROR: (?:not found|file or directory not found): (\S+)/g)) {
          for (const id of ids) if (m[1] === id || m[1]!.endsWith(id) || id.startsWith(m[1]!)) missing.add(id);
        }
        if (missing.size > 0) {
          ids = ids.filter((id) => !missing.has(id));
          continue;
        }
      }
      break;
    }
    const calls: TraceCall[] = [];
    const outcomes: Record<string, string> = {};
    for (const row of readJsonl(outFile)) {
      const call = TraceCall.safeParse(row);
      if (call.success) calls.push(call.data);
      const oc = TraceOutcome.safeParse(row);
      if (oc.success) outcomes[oc.data.test] = oc.data.outcome;
    }
    const result: TraceResult = { calls, outcomes, note: null };
    if (complete) {
      mkdirSync(path.dirname(cacheFile), { recursive: true });
      writeFileSync(cacheFile, JSON.stringify(result));
    }
    return result;
  } finally {
    removeRunDir(io);
    removeRunDir(runDir);
  }
}

/**
 * Execute probes against one prepared tree in one sandboxed process (restarted after the probe
 * that killed it, which is recorded as `killed` / `timeout`). Returns one behaviour per probe id.
 */
export async function replayProbes(
  deps: ActivityDeps,
  runDir: string,
  io: string,
  probes: Probe[],
  opts: { repeat: number; timeoutSeconds?: number; wallSeconds?: number; heartbeat?: () => unknown },
): Promise<Map<string, Behaviour>> {
  const tag = randomBytes(3).toString('hex');
  const inFile = path.join(io, `probes-${tag}.jsonl`);
  const outFile = path.join(io, `behaviours-${tag}.jsonl`);
  writeJsonl(inFile, probes);
  const timeout = opts.timeoutSeconds ?? PROBE_TIMEOUT_SECONDS;
  const out = new Map<string, Behaviour>();
  let start = 0;
  for (let restarts = 0; start < probes.length; restarts++) {
    const r = await withHeartbeat(
      deps.sandbox.run({
        argv: ['python', '-m', 'patchgate_tools.replay', '--probes', inFile, '--out', outFile, '--start', String(start), '--timeout', String(timeout), '--repeat', String(opts.repeat)],
        cwd: runDir,
        writable: [runDir, io],
        env: { PYTHONPATH: PYTHON_TOOLS_DIR },
        limits: opts.wallSeconds ? { wallSeconds: opts.wallSeconds } : undefined,
      }),
      opts.heartbeat,
    );
    const rows = readJsonl(outFile);
    // keep only whole lines: a line cut short by a kill is dropped and its probe blamed
    writeJsonl(outFile, rows);
    if (rows.length >= probes.length) break;
    if (rows.length === start && r.exitCode !== 0 && !r.killed && /patchgate_tools[/.]replay/.test(r.stderr)) {
      throw toolFailure(`patchgate_tools.replay failed (exit ${r.exitCode}): ${r.stderr.slice(-2000)}`, true);
    }
    const culprit = probes[rows.length]!;
    const kind = r.timedOut ? 'timeout' : 'killed';
    appendFileSync(outFile, JSON.stringify({ id: culprit.id, kind, error: `the process ${r.timedOut ? 'hit the wall clock' : `ended (${r.signal ?? `exit ${r.exitCode}`})`} during this probe` }) + '\n');
    start = rows.length + 1;
    if (restarts >= 3) {
      for (const p of probes.slice(start)) appendFileSync(outFile, JSON.stringify({ id: p.id, kind: 'error', error: 'not run: the replay process kept dying' }) + '\n');
      break;
    }
  }
  for (const row of readJsonl(outFile)) {
    const id = (row as { id?: unknown }).id;
    const b = Behaviour.safeParse(row);
    if (typeof id === 'string' && b.success) out.set(id, b.data);
  }
  return out;
}

/** Same observable behaviour: kind, canonical value / exception type, argument mutation. */
export function sameBehaviour(a: Behaviour, b: Behaviour): boolean {
  return a.kind === b.kind && (a.key ?? null) === (b.key ?? null) && (a.exc ?? null) === (b.exc ?? null) && (a.mutatedKey ?? null) === (b.mutatedKey ?? null);
}

export function comparable(b: Behaviour | undefined): b is Behaviour {
  return b !== undefined && b.kind !== 'error';
}

function clip(s: string, n: number): string {
  return s.length <= n ? s : `${s.slice(0, n - 1)}…`;
}

export function renderBehaviour(b: Behaviour | undefined): string {
  if (!b) return 'no result';
  const mutated = (b.mutated ?? []).map((m, i) => (m === null ? null : `argument ${i} became ${m}`)).filter(Boolean);
  const mut = mutated.length ? ` and mutated ${mutated.join(', ')}` : '';
  switch (b.kind) {
    case 'return':
      return `returned ${b.value ?? '?'}${mut}`;
    case 'raise':
      return `raised ${b.value ?? b.exc ?? '?'}${b.deliberate ? '' : ' (not from a raise statement)'}${mut}`;
    case 'timeout':
      return 'did not return within the time limit';
    case 'killed':
      return `killed the process (${b.error ?? ''})`;
    default:
      return `could not be run (${b.error ?? ''})`;
  }
}

export function describeDivergence(p: Probe, pre: Behaviour | undefined, cand: Behaviour | undefined, where?: string): string {
  return clip(`${p.file}: ${p.argsRepr}${where ? ` [${where}]` : ''}: pre-edit ${renderBehaviour(pre)}; candidate ${renderBehaviour(cand)}`, 700);
}

/** Unchanged-contract inputs: calls recorded in tests that passed on the pre-edit tree, deduplicated. */
export function unchangedContractCalls(trace: TraceResult): TraceCall[] {
  const seen = new Set<string>();
  const out: TraceCall[] = [];
  for (const c of trace.calls) {
    if (trace.outcomes[c.test] !== 'passed') continue;
    if (c.behaviour.kind !== 'return' && c.behaviour.kind !== 'raise') continue;
    const key = `${c.file}::${c.entity}::${c.args}`;
    if (!seen.has(key)) (seen.add(key), out.push(c));
  }
  return out;
}

/** Up to `budget` calls, taken round-robin over the tests so every passing test contributes. */
export function spreadOverTests<T extends { test: string }>(calls: T[], budget: number): T[] {
  const byTest = new Map<string, T[]>();
  for (const c of calls) {
    const list = byTest.get(c.test) ?? [];
    list.push(c);
    byTest.set(c.test, list);
  }
  const lists = [...byTest.values()];
  const out: T[] = [];
  for (let k = 0; out.length < budget && lists.some((l) => k < l.length); k++) {
    for (const l of lists) if (k < l.length && out.length < budget) out.push(l[k]!);
  }
  return out;
}

// Idempotent and read-only on the workspace (throwaway copies; traces cached per tree). Runs two
// pytest/replay rounds in the sandbox: a normal sandbox start-to-close timeout is enough.
export function makeDifferentialExecute(deps: ActivityDeps) {
  return async function differentialExecute(input: DifferentialInput): Promise<DifferentialResult> {
    const ws = input.workspace;
    const result = (outcome: string, notes: string[] = []): DifferentialResult => ({ probes: 0, divergences: 0, outcome, counterexamples: [], notes });
    if (input.probes <= 0) return result(`not_required: probe budget 0${input.changeClass ? ` for ${input.changeClass}` : ''}`);
    if (!ws.candidateDir) return result('not_run: no candidate tree (the patch did not apply)');
    const targets = callableTargets(input.targets);
    if (targets.length === 0) return result('not_run: the patch changes no callable function (only module-level code, tests or non-Python files)');
    if (input.passToPass.length === 0) return result('not_run: no PASS_TO_PASS tests to observe the pre-edit behaviour');
    if (!isPytestCommand(input.testCommand)) return result('not_run: the test command is not pytest, calls cannot be traced');

    const trace = await traceTests(deps, { workspace: ws, tree: 'baseline', ids: input.passToPass, targets, testCommand: input.testCommand });
    const contract = unchangedContractCalls(trace);
    const notes: string[] = [];
    const failing = Object.entries(trace.outcomes).filter(([, o]) => o !== 'passed').map(([t]) => t);
    if (failing.length) notes.push(`calls from ${failing.length} PASS_TO_PASS test(s) not passing on the pre-edit tree are not probes`);
    if (contract.length === 0) {
      return result('not_run: no PASS_TO_PASS test that passes on the pre-edit tree calls a changed function', notes);
    }
    const chosen = spreadOverTests(contract, input.probes);
    if (contract.length > chosen.length) notes.push(`${contract.length} distinct unchanged-contract calls recorded; ${chosen.length} probed (budget ${input.probes})`);
    const probes: Probe[] = chosen.map((c, i) => ({ id: `p${i}`, file: c.file, entity: c.entity, args: c.args, argsRepr: c.argsRepr, test: c.test }));

    const baseRun = prepareRunDir(deps.config.workspace.dir, ws.baselineDir);
    const candRun = prepareRunDir(deps.config.workspace.dir, ws.candidateDir);
    const baseIo = makeIoDir(baseRun);
    const candIo = makeIoDir(candRun);
    try {
      const [pre, cand] = await Promise.all([
        replayProbes(deps, baseRun, baseIo, probes, { repeat: 1 }),
        replayProbes(deps, candRun, candIo, probes, { repeat: 1 }),
      ]);
      let compared = 0;
      let unstable = 0;
      let unreplayable = 0;
      const divergences: string[] = [];
      probes.forEach((p, i) => {
        const recorded = chosen[i]!.behaviour;
        const b = pre.get(p.id);
        const c = cand.get(p.id);
        // The replayed pre-edit must reproduce what the test observed, else the call depends on
        // test context (fixtures, monkeypatching, global state) and proves nothing.
        if (!comparable(b) || !sameBehaviour(recorded, b)) return void unstable++;
        if (!comparable(c)) return void unreplayable++;
        compared++;
        if (!sameBehaviour(b, c)) divergences.push(describeDivergence(p, b, c, `recorded in ${p.test}`));
      });
      if (unstable) notes.push(`${unstable} probe(s) excluded: the pre-edit replay did not reproduce the behaviour recorded in the test`);
      if (unreplayable) notes.push(`${unreplayable} probe(s) excluded: the candidate tree could not load the function or its arguments`);
      if (compared === 0) return { ...result('not_run: no probe could be replayed on both trees', notes) };
      if (divergences.length === 0) notes.push(`no divergence in ${compared} probes`);
      else notes.push(`${divergences.length} divergence(s) in ${compared} probes`);
      return {
        probes: compared,
        divergences: divergences.length,
        outcome: divergences.length ? 'diverged' : 'no-divergence',
        counterexamples: divergences.slice(0, MAX_COUNTEREXAMPLES),
        notes,
      };
    } finally {
      for (const d of [baseIo, candIo, baseRun, candRun]) removeRunDir(d);
    }
  };
}
